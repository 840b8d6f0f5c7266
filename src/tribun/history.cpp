#include "tribun/history.h"

#include <algorithm>
#include <cstdlib>

#include "tribun/apply.h"

namespace boardrules::tribun {

namespace {

// Re-applies a word that the rules accepted from this very position before (Game::apply or
// Game::endByServer): the same functions give the same State. A refusal would mean the tree is
// corrupt, which no caller could handle: stop rather than return a wrong position.
void reapply(State& state, Word word) {
  if (!applyLogged(state, word)) std::abort();
}

}  // namespace

void History::reset(const State& root) {
  root_ = root;
  state_ = root;
  current_ = 0;
  words_.assign(1, 0);  // keeps the buffers of a recycled game
  otherParents_.clear();
  branches_.clear();
  snapshots_.clear();
  comments_.clear();
  line_.clear();
}

int History::parent(int node) const {
  if (node <= 0) return -1;
  const auto it = std::lower_bound(otherParents_.begin(), otherParents_.end(), node,
                                   [](const std::pair<int, int>& e, int n) { return e.first < n; });
  return it != otherParents_.end() && it->first == node ? it->second : node - 1;
}

int History::childCount(int node) const {
  if (const auto it = branches_.find(node); it != branches_.end()) return static_cast<int>(it->second.children.size());
  return node + 1 < size() && parent(node + 1) == node ? 1 : 0;
}

int History::child(int node, int index) const {
  if (const auto it = branches_.find(node); it != branches_.end()) return it->second.children[static_cast<size_t>(index)];
  return node + 1;
}

std::vector<int> History::children(int node) const {
  std::vector<int> out;
  const int count = childCount(node);
  for (int k = 0; k < count; ++k) out.push_back(child(node, k));
  return out;
}

const State* History::snapshotAt(int node) const {
  const auto it = std::lower_bound(snapshots_.begin(), snapshots_.end(), node,
                                   [](const std::pair<int, State>& e, int n) { return e.first < n; });
  return it != snapshots_.end() && it->first == node ? &it->second : nullptr;
}

State History::stateAt(int node) const {
  if (node == current_) return state_;
  // Up to the nearest snapshot (at most kSnapshotEvery - 1 nodes away), then forward again.
  std::vector<Word> path;
  path.reserve(kSnapshotEvery);
  const State* base = &root_;
  for (int n = node; n > 0; n = parent(n)) {
    if (const State* s = snapshotAt(n)) {
      base = s;
      break;
    }
    path.push_back(words_[static_cast<size_t>(n)]);
  }
  State state = *base;
  for (auto it = path.rbegin(); it != path.rend(); ++it) reapply(state, *it);
  return state;
}

const std::string& History::comment(int node) const {
  static const std::string kNone;
  const auto it = comments_.find(node);
  return it == comments_.end() ? kNone : it->second;
}

void History::setComment(int node, std::string text) {
  if (text.empty()) comments_.erase(node);
  else comments_[node] = std::move(text);
}

void History::appendComment(int node, std::string_view text) {
  if (text.empty()) return;
  std::string& into = comments_[node];
  if (!into.empty()) into.push_back(' ');
  into.append(text);
}

void History::remember(int parent, int node) {
  const auto it = branches_.find(parent);
  if (it == branches_.end()) return;  // a single child: redo() goes there anyway
  auto& children = it->second.children;
  it->second.lastChild = static_cast<int>(std::find(children.begin(), children.end(), node) - children.begin());
}

void History::advance(Word word, const State& after) {
  const int count = childCount(current_);
  for (int k = 0; k < count; ++k) {
    const int next = child(current_, k);
    if (words_[static_cast<size_t>(next)] == word) {
      remember(current_, next);
      current_ = next;
      line_.push_back(word);
      state_ = after;
      return;
    }
  }
  addChild(word, after);
}

void History::addChild(Word word, const State& after) {
  const int id = size();
  const bool implicit = id == current_ + 1;  // straight on from the node created last
  const int count = childCount(current_);
  if (count > 0 || !implicit) {
    Branch& branch = branches_[current_];
    if (branch.children.empty() && count == 1) branch.children.push_back(current_ + 1);  // the implicit child so far
    branch.children.push_back(id);
    branch.lastChild = static_cast<int>(branch.children.size() - 1);
  }
  if (!implicit) otherParents_.emplace_back(id, current_);
  words_.push_back(word);
  line_.push_back(word);
  current_ = id;
  state_ = after;
  if (depth() % kSnapshotEvery == 0) snapshots_.emplace_back(id, after);
}

bool History::undo() {
  if (current_ == 0) return false;
  const int up = parent(current_);
  state_ = stateAt(up);
  current_ = up;
  line_.pop_back();
  return true;
}

bool History::redo() {
  if (childCount(current_) == 0) return false;
  const auto it = branches_.find(current_);
  const int next = it == branches_.end() ? current_ + 1 : it->second.children[static_cast<size_t>(it->second.lastChild)];
  const Word word = words_[static_cast<size_t>(next)];
  reapply(state_, word);
  current_ = next;
  line_.push_back(word);
  return true;
}

bool History::goTo(int target) {
  if (target < 0) return false;
  if (target <= depth()) {
    int node = current_;
    for (int d = depth(); d > target; --d) node = parent(node);
    if (node != current_) {
      state_ = stateAt(node);  // one recomputation, not one per ply
      current_ = node;
      line_.resize(static_cast<size_t>(target));
    }
    return true;
  }
  // Forward through the remembered children: first check the line is long enough.
  int node = current_;
  for (int d = depth(); d < target; ++d) {
    if (childCount(node) == 0) return false;  // the line is shorter: change nothing
    const auto it = branches_.find(node);
    node = it == branches_.end() ? node + 1 : it->second.children[static_cast<size_t>(it->second.lastChild)];
  }
  while (depth() < target) redo();
  return true;
}

void History::jump(int node) {
  std::vector<Word> path;
  for (int n = node; n > 0;) {
    const int up = parent(n);
    path.push_back(words_[static_cast<size_t>(n)]);
    remember(up, n);  // so redo() from an ancestor comes back here
    n = up;
  }
  std::reverse(path.begin(), path.end());
  state_ = stateAt(node);
  current_ = node;
  line_ = std::move(path);
}

void History::enter(int child) {
  remember(current_, child);
  const Word word = words_[static_cast<size_t>(child)];
  reapply(state_, word);
  current_ = child;
  line_.push_back(word);
}

void History::promote(int node, int childIndex) {
  const auto it = branches_.find(node);
  if (it == branches_.end()) return;  // at most one child
  auto& children = it->second.children;
  if (childIndex <= 0 || childIndex >= static_cast<int>(children.size())) return;
  const int moved = children[static_cast<size_t>(childIndex)];
  children.erase(children.begin() + childIndex);
  children.insert(children.begin(), moved);
  it->second.lastChild = 0;
}

bool History::sameTree(const History& other) const {
  std::vector<std::pair<int, int>> todo{{0, 0}};
  while (!todo.empty()) {
    const auto [mine, theirs] = todo.back();
    todo.pop_back();
    const int count = childCount(mine);
    if (word(mine) != other.word(theirs) || comment(mine) != other.comment(theirs) ||
        count != other.childCount(theirs)) {
      return false;
    }
    for (int k = 0; k < count; ++k) todo.emplace_back(child(mine, k), other.child(theirs, k));
  }
  return true;
}

}  // namespace boardrules::tribun
