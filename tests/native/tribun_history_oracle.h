// The move tree as it was before the compact history (issue 14, "Memory"): every node holds the
// full State it leads to. Kept for tests only, as the oracle the compact src/tribun/history.*
// must agree with on every answer (tribun_compact_history_test.cpp). Simple on purpose: no
// recomputation, so nothing here can drift.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "tribun/action.h"
#include "tribun/state.h"

namespace tribun_test {

using boardrules::tribun::State;
using boardrules::tribun::Word;

class FullStateHistory {
 public:
  struct Node {
    int parent = -1;
    Word word = 0;
    State state;
    std::vector<int> children;  // children[0] is the main line
    int lastChild = 0;          // the child redo() follows
    std::string comment;
  };

  explicit FullStateHistory(const State& root) { nodes_.push_back(Node{-1, 0, root, {}, 0, {}}); }

  const State& state() const { return at(current_).state; }
  int current() const { return current_; }
  int depth() const { return static_cast<int>(line_.size()); }
  const std::vector<Word>& line() const { return line_; }
  int size() const { return static_cast<int>(nodes_.size()); }
  const Node& node(int i) const { return at(i); }
  void setComment(int i, const std::string& text) { nodes_[static_cast<size_t>(i)].comment = text; }

  void advance(Word word, const State& after) {
    Node& here = nodes_[static_cast<size_t>(current_)];
    for (size_t k = 0; k < here.children.size(); ++k) {
      if (at(here.children[k]).word == word) {
        here.lastChild = static_cast<int>(k);
        current_ = here.children[k];
        line_.push_back(word);
        return;
      }
    }
    const int id = size();
    here.children.push_back(id);
    here.lastChild = static_cast<int>(here.children.size() - 1);
    nodes_.push_back(Node{current_, word, after, {}, 0, {}});
    current_ = id;
    line_.push_back(word);
  }

  bool undo() {
    if (at(current_).parent < 0) return false;
    current_ = at(current_).parent;
    line_.pop_back();
    return true;
  }

  bool redo() {
    const Node& here = at(current_);
    if (here.children.empty()) return false;
    current_ = here.children[static_cast<size_t>(here.lastChild)];
    line_.push_back(at(current_).word);
    return true;
  }

  bool goTo(int target) {
    if (target < 0) return false;
    const int from = current_;
    const std::vector<Word> saved = line_;
    while (depth() > target) undo();
    while (depth() < target)
      if (!redo()) {
        current_ = from;
        line_ = saved;
        return false;
      }
    return true;
  }

  void jump(int target) {
    std::vector<Word> path;
    for (int n = target; at(n).parent >= 0; n = at(n).parent) {
      path.push_back(at(n).word);
      Node& up = nodes_[static_cast<size_t>(at(n).parent)];
      up.lastChild = static_cast<int>(std::find(up.children.begin(), up.children.end(), n) - up.children.begin());
    }
    std::reverse(path.begin(), path.end());
    line_ = std::move(path);
    current_ = target;
  }

  void promote(int i, int childIndex) {
    auto& children = nodes_[static_cast<size_t>(i)].children;
    if (childIndex <= 0 || childIndex >= static_cast<int>(children.size())) return;
    const int child = children[static_cast<size_t>(childIndex)];
    children.erase(children.begin() + childIndex);
    children.insert(children.begin(), child);
    nodes_[static_cast<size_t>(i)].lastChild = 0;
  }

 private:
  const Node& at(int i) const { return nodes_[static_cast<size_t>(i)]; }
  std::vector<Node> nodes_;
  int current_ = 0;
  std::vector<Word> line_;
};

}  // namespace tribun_test
