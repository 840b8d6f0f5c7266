#include "cotulenh/movegen.h"

#include "cotulenh/air_defense.h"
#include "cotulenh/attacks.h"

namespace boardrules::cotulenh {

std::string flagLetters(uint8_t flags) {
  static constexpr char kLetters[] = "ncskdb";
  std::string out;
  for (int i = 0; i < 6; ++i)
    if (flags & (1 << i)) out += kLetters[i];
  return out;
}

std::string separators(uint8_t flags) {
  std::string out;
  if (flags & kFlagDeploy) out += '>';
  if (flags & kFlagStay) out += '_';
  if (flags & kFlagCapture) out += 'x';
  if (flags & kFlagSuicide) out += '@';
  if (flags & kFlagCombine) out += '&';
  return out;
}

namespace {

constexpr int kFileF = 5, kFileH = 7;

bool isUpperZone(int square) { return getRank(square) <= 5; }

// The navy may not take the river mouth diagonals c5-d6 and c8-d7 (either way).
bool isRiverMouthStep(int from, int to) {
  const int c5 = makeSquare(2, internalRank(5)), d6 = makeSquare(3, internalRank(6));
  const int c8 = makeSquare(2, internalRank(8)), d7 = makeSquare(3, internalRank(7));
  return (from == c5 && to == d6) || (from == d6 && to == c5) || (from == c8 && to == d7) ||
         (from == d7 && to == c8);
}

// A commander may not stop where the first unit further along the same orthogonal line is the
// enemy commander.
bool facesEnemyCommander(const Position& pos, int square, int off, Color us) {
  for (int sq = square + off; isValidSquare(sq); sq += off) {
    const Stack& s = pos.board[sq];
    if (!s.count) continue;
    return s.color != us && s.contains(kCommander);
  }
  return false;
}

void push(std::vector<Move>& out, int from, int to, uint8_t flags, const Stack& piece, const Stack& target) {
  Move m;
  m.from = static_cast<uint8_t>(from);
  m.to = static_cast<uint8_t>(to);
  m.flags = flags;
  m.piece = piece;
  m.target = target;
  out.push_back(m);
}

}  // namespace

void generatePieceMoves(const Position& pos, int from, const Stack& piece, const RayOptions& options,
                        const std::bitset<kMailboxSize>& exposed, std::vector<Move>& out) {
  const Unit& mover = piece.carrier();
  const int type = mover.type;
  const Color us = static_cast<Color>(piece.color);
  const MoveConfig cfg = moveConfig(type, mover.heroic);
  const uint8_t deployFlag = options.deploy ? kFlagDeploy : 0;
  const int reach = cfg.moveRange > cfg.captureRange ? cfg.moveRange : cfg.captureRange;
  const bool walksAirDefence = type == kAirForce && !mover.heroic;
  const bool heavy = isHeavy(type);
  const bool fromUpper = isUpperZone(from);
  const int fromFile = getFile(from);

  for (int d = 0; d < (cfg.diagonals ? 8 : 4); ++d) {
    const int off = kDirectionOffsets[d];
    const bool diagonal = d >= 4;
    const bool vertical = d < 2;
    bool blocked = false, terrainBlocked = false;
    AirDefenceWalk walk(pos, us);
    const int steps = rayLength(from, d);
    for (int k = 1; k <= steps; ++k) {
      const int sq = from + k * off;
      if (type == kCommander && exposed.test(sq)) break;
      AirState air = AirState::Safe;
      if (walksAirDefence) {
        air = walk.step(sq);
        if (air == AirState::Destroyed) break;
      }
      if (k > reach) break;
      if (type == kMissile && diagonal && k > cfg.moveRange - 1) break;

      if (type != kAirForce && !canStand(type, sq)) terrainBlocked = true;
      if (heavy && isUpperZone(sq) != fromUpper && !(vertical && (fromFile == kFileF || fromFile == kFileH)))
        terrainBlocked = true;
      if (type == kNavy && isRiverMouthStep(sq - off, sq)) terrainBlocked = true;

      const Stack& there = pos.board[sq];
      if (there.count) {
        if (there.color != us) {
          int range = type == kCommander ? 1 : cfg.captureRange;
          if (type == kNavy && there.carrier().type != kNavy) --range;
          const bool commanderDiagonal = type == kCommander && diagonal && there.contains(kCommander);
          if (k <= range && !commanderDiagonal) {
            if (type == kAirForce && air == AirState::Kamikaze) {
              push(out, from, sq, kFlagSuicide | deployFlag, piece, there);
            } else if (canStand(type, sq)) {
              push(out, from, sq, kFlagCapture | deployFlag, piece, there);
              if (type == kAirForce && !options.deploy) push(out, from, sq, kFlagStay, piece, there);
            } else {
              push(out, from, sq, kFlagStay | deployFlag, piece, there);
            }
          }
        } else if (k <= cfg.moveRange && !terrainBlocked && !blocked &&
                   !(options.noCombine && options.noCombine->test(sq))) {
          Stack joined;
          if (combineStacks(piece, there, joined) && canStand(joined.carrier().type, sq))
            push(out, from, sq, kFlagCombine | deployFlag, piece, there);
        }
        if (type != kAirForce && !(type == kNavy && there.carrier().type != kNavy)) blocked = true;
        if (blocked && !capturesOverPieces(type)) break;
        continue;
      }
      if (k > cfg.moveRange || terrainBlocked || blocked || !canStand(type, sq)) continue;
      if (walksAirDefence && air != AirState::Safe) continue;
      if (options.noPlainMove && options.noPlainMove->test(sq)) continue;
      if (type == kCommander && !diagonal && facesEnemyCommander(pos, sq, off, us)) continue;
      push(out, from, sq, kFlagNormal | deployFlag, piece, Stack{});
    }
  }
}

void generateAllMoves(const Position& pos, std::vector<Move>& out) {
  const std::bitset<kMailboxSize> exposed = exposedSquares(pos, pos.turn);
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const int sq = makeSquare(file, rank);
      const Stack& s = pos.board[sq];
      if (!s.count || s.color != pos.turn) continue;
      generatePieceMoves(pos, sq, s, RayOptions{}, exposed, out);
      if (s.count < 2) continue;
      RayOptions deploy;
      deploy.deploy = true;
      for (int m = 0; m < s.count; ++m) {
        generatePieceMoves(pos, sq, singleUnitStack(static_cast<Color>(s.color), s.units[m]), deploy, exposed, out);
      }
    }
}

}  // namespace boardrules::cotulenh
