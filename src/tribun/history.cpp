#include "tribun/history.h"

#include <algorithm>

namespace boardrules::tribun {

void History::reset(const State& root) {
  nodes_.clear();
  nodes_.push_back(HistoryNode{-1, 0, root, {}, 0, {}});
  current_ = 0;
  line_.clear();
}

void History::advance(Word word, const State& after) {
  HistoryNode& here = nodes_[static_cast<size_t>(current_)];
  for (size_t k = 0; k < here.children.size(); ++k) {
    if (nodes_[static_cast<size_t>(here.children[k])].word == word) {
      here.lastChild = static_cast<int>(k);
      current_ = here.children[k];
      line_.push_back(word);
      return;
    }
  }
  const int id = static_cast<int>(nodes_.size());
  here.children.push_back(id);
  here.lastChild = static_cast<int>(here.children.size() - 1);
  nodes_.push_back(HistoryNode{current_, word, after, {}, 0, {}});  // `here` may dangle now
  current_ = id;
  line_.push_back(word);
}

bool History::undo() {
  const int parent = nodes_[static_cast<size_t>(current_)].parent;
  if (parent < 0) return false;
  current_ = parent;
  line_.pop_back();
  return true;
}

bool History::redo() {
  const HistoryNode& here = nodes_[static_cast<size_t>(current_)];
  if (here.children.empty()) return false;
  current_ = here.children[static_cast<size_t>(here.lastChild)];
  line_.push_back(nodes_[static_cast<size_t>(current_)].word);
  return true;
}

bool History::goTo(int target) {
  if (target < 0) return false;
  const int from = current_;
  const std::vector<Word> saved = line_;
  while (depth() > target) undo();
  while (depth() < target)
    if (!redo()) {  // the line is shorter: change nothing
      current_ = from;
      line_ = saved;
      return false;
    }
  return true;
}

void History::jump(int node) {
  std::vector<Word> path;
  for (int n = node; nodes_[static_cast<size_t>(n)].parent >= 0; n = nodes_[static_cast<size_t>(n)].parent) {
    path.push_back(nodes_[static_cast<size_t>(n)].word);
    // remember the way down so redo() from an ancestor comes back here
    HistoryNode& parent = nodes_[static_cast<size_t>(nodes_[static_cast<size_t>(n)].parent)];
    parent.lastChild = static_cast<int>(std::find(parent.children.begin(), parent.children.end(), n) - parent.children.begin());
  }
  std::reverse(path.begin(), path.end());
  line_ = std::move(path);
  current_ = node;
}

void History::promote(int node, int childIndex) {
  auto& children = nodes_[static_cast<size_t>(node)].children;
  if (childIndex <= 0 || childIndex >= static_cast<int>(children.size())) return;
  const int child = children[static_cast<size_t>(childIndex)];
  children.erase(children.begin() + childIndex);
  children.insert(children.begin(), child);
  nodes_[static_cast<size_t>(node)].lastChild = 0;
}

}  // namespace boardrules::tribun
