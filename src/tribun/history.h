// A game's move tree: every position reached, so a game can step back (undo), forward again
// (redo), jump to a ply, and keep alternative lines (variations) next to the main line. Each node
// stores the full State it leads to, so undo restores the exact earlier state (hash included)
// without replaying, and cannot fail.
#pragma once

#include <string>
#include <vector>

#include "tribun/action.h"
#include "tribun/state.h"

namespace boardrules::tribun {

struct HistoryNode {
  int parent = -1;          // -1 for the root (the start position)
  Word word = 0;            // the word that led here (unused at the root)
  State state;              // the position after `word`
  std::vector<int> children;  // children[0] is the main line, the rest are variations
  int lastChild = 0;        // index into children that redo() follows (the last one visited)
  std::string comment;      // a comment after this node's move (records), "" for none
};

class History {
 public:
  explicit History(const State& root) { reset(root); }
  void reset(const State& root);

  const State& state() const { return nodes_[static_cast<size_t>(current_)].state; }
  int current() const { return current_; }
  int depth() const { return static_cast<int>(line_.size()); }  // plies from the start
  // The words from the start to the current node.
  const std::vector<Word>& line() const { return line_; }

  // Records that `word` turned the current state into `after` and moves there. An existing child
  // with the same word is reused (nothing is duplicated); a new word after an undo becomes a
  // variation, the main line stays.
  void advance(Word word, const State& after);
  bool undo();  // false at the start
  bool redo();  // false when the current node has no continuation
  // Along the current line: back to an ancestor, or forward through the remembered children.
  bool goTo(int depth);
  // Moves to any node by index.
  void jump(int node);

  const HistoryNode& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
  HistoryNode& node(int i) { return nodes_[static_cast<size_t>(i)]; }
  int size() const { return static_cast<int>(nodes_.size()); }
  // Makes child `childIndex` of `node` the main line (index 0), keeping the others' order.
  void promote(int node, int childIndex);

 private:
  std::vector<HistoryNode> nodes_;
  int current_ = 0;
  std::vector<Word> line_;
};

}  // namespace boardrules::tribun
