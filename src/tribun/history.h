// A game's move tree: every position reached, so a game can step back (undo), forward again
// (redo), jump to a ply, and keep alternative lines (variations) next to the main line.
//
// Compact (issue 14, "Memory"): a node stores only the word that led to it. Positions are
// recomputed from the nearest snapshot: the start, and a full State at every node whose depth is
// a multiple of kSnapshotEvery. Undo re-applies at most kSnapshotEvery - 1 words from there, with
// the same rule functions that accepted them, so every position (hash, draw offer, result, ply
// counter) is exactly the one first reached. Redo applies one word.
//
// What a ply costs (wasm32): its word (4 bytes), its place in the current line (4 bytes) and a
// 1/32 share of a 164-byte snapshot: about 13 bytes, against ~320 bytes when every node held its
// State. The tree's shape costs nothing while play goes straight on: a node's parent is the node
// created just before it and its only child the one created just after, unless recorded
// otherwise (variations, jumps), which is kept in small side tables.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tribun/action.h"
#include "tribun/state.h"

namespace boardrules::tribun {

class History {
 public:
  static constexpr int kSnapshotEvery = 32;

  explicit History(const State& root) { reset(root); }
  void reset(const State& root);

  const State& state() const { return state_; }
  const State& root() const { return root_; }  // the start (node 0)
  int current() const { return current_; }
  int depth() const { return static_cast<int>(line_.size()); }  // plies from the start
  // The words from the start to the current node.
  const std::vector<Word>& line() const { return line_; }

  // Records that `word` turned the current state into `after` and moves there. An existing child
  // with the same word is reused (nothing is duplicated); a new word after an undo becomes a
  // variation, the main line stays. `after` must be what the rules make of the current state and
  // `word` (applyAction, or endByServer for a server END word): positions are recomputed so.
  void advance(Word word, const State& after);
  bool undo();  // false at the start
  bool redo();  // false when the current node has no continuation
  // Along the current line: back to an ancestor, or forward through the remembered children.
  // False (and nothing changes) when the line is shorter than `depth`.
  bool goTo(int depth);
  // Moves to any node by index (precondition: 0 <= node < size()). Costs the node's depth.
  void jump(int node);
  // Moves to `child`, a child of the current node (precondition), as redo() would go there.
  void enter(int child);

  // ---- the tree; nodes are numbered in creation order, 0 is the start ----
  int size() const { return static_cast<int>(words_.size()); }
  int parent(int node) const;  // -1 for the start
  Word word(int node) const { return words_[static_cast<size_t>(node)]; }  // 0 for the start
  // Children in order: index 0 is the main line, the rest are variations.
  int childCount(int node) const;
  int child(int node, int index) const;
  std::vector<int> children(int node) const;
  // The position at `node`, recomputed (at most kSnapshotEvery - 1 words re-applied).
  State stateAt(int node) const;
  // A comment after this node's move (records), "" for none.
  const std::string& comment(int node) const;
  void setComment(int node, std::string text);
  // Adds `text` to the node's comment, after a space (in place: many short comments on one node
  // cost their length, not its square).
  void appendComment(int node, std::string_view text);
  // Makes child `childIndex` of `node` the main line (index 0), keeping the others' order.
  void promote(int node, int childIndex);
  // True when `other` holds the same tree: node by node from the start, the same words, comments
  // and child order (the nodes' creation order may differ). Iterative: trees of any depth.
  bool sameTree(const History& other) const;

 private:
  // The children of a node that are not just {node + 1}, and which one redo() follows.
  struct Branch {
    std::vector<int> children;
    int lastChild = 0;  // index into children: the last one visited
  };

  const State* snapshotAt(int node) const;
  // Notes that redo() from `parent` goes to `node` (one of its children).
  void remember(int parent, int node);
  void addChild(Word word, const State& after);

  State root_;
  State state_;      // the position at current_
  int current_ = 0;
  std::vector<Word> words_;  // the word that led to each node; words_[0] = 0 for the start
  // (node, parent) for the nodes whose parent is not node - 1, by node (appended in order).
  std::vector<std::pair<int, int>> otherParents_;
  // Nodes with a Branch; any other node's only possible child is node + 1 (when its parent is node).
  std::map<int, Branch> branches_;
  // (node, state) of the nodes at a depth that is a positive multiple of kSnapshotEvery, by node.
  std::vector<std::pair<int, State>> snapshots_;
  std::map<int, std::string> comments_;
  std::vector<Word> line_;
};

}  // namespace boardrules::tribun
