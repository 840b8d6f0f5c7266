#include "tribun/tile_names.h"

#include <cctype>
#include <cstdlib>

#include "tribun/coords.h"

namespace boardrules::tribun {

namespace {

int fileIndex(char c) {
  for (int i = 0; i < 11; ++i)
    if (kFileLetters[i] == c) return i;
  return -1;
}

int ranksInColumn(int column) { return 11 - std::abs(column - 5); }

}  // namespace

std::string tileName(int cid) {
  if (!isValidCid(cid)) return "";
  const Coord c = coordOf(cid);
  const int d = c.x - c.y;
  const int rank = 1 + (c.x + c.y + 10 - std::abs(d)) / 2;
  return kFileLetters[d + 5] + std::to_string(rank);
}

int readTile(std::string_view text, size_t& pos, std::string* error) {
  if (pos >= text.size()) return kNoCid;
  const char letter = text[pos];
  if (pos + 1 >= text.size() || !std::isdigit(static_cast<unsigned char>(text[pos + 1]))) return kNoCid;
  const int column = fileIndex(letter);
  if (column < 0) {
    if (error) *error = letter == 'j' ? "there is no file j (files a..l skip j)" : std::string("there is no file ") + letter + " (files a..l without j)";
    return kNoCid;
  }
  size_t end = pos + 1;
  int rank = 0;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) && end - pos <= 2) {
    rank = rank * 10 + (text[end] - '0');
    ++end;
  }
  const int ranks = ranksInColumn(column);
  if (rank > ranks && end - pos == 3) {  // "f112": the greedy rank is too big; take one digit
    --end;
    rank /= 10;
  }
  if (rank < 1 || rank > ranks) {
    if (error) *error = std::string("file ") + letter + " has ranks 1.." + std::to_string(ranks) + ", not " + std::to_string(rank);
    return kNoCid;
  }
  const int d = column - 5;
  const int s = 2 * (rank - 1) - 10 + std::abs(d);
  pos = end;
  return cidOf({(s + d) / 2, (s - d) / 2});
}

Result<int> parseTile(std::string_view name) {
  std::string lower;
  for (char c : name)
    if (!std::isspace(static_cast<unsigned char>(c))) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  size_t pos = 0;
  std::string why;
  const int cid = readTile(lower, pos, &why);
  if (cid == kNoCid) {
    if (why.empty()) why = "a tile name is a file letter a..l (no j) and a rank 1..11, like f6";
    return Error{"\"" + std::string(name) + "\": " + why};
  }
  if (pos != lower.size()) return Error{"\"" + std::string(name) + "\": unexpected text after " + tileName(cid)};
  return cid;
}

}  // namespace boardrules::tribun
