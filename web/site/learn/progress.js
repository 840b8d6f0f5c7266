// Course progress in localStorage: the best stars per lesson id. A private window or a full
// storage only loses the record, never the lesson (every access is guarded).
import { forgetStored, readStored, writeStored } from '../session/stored.js';

const KEY = 'boardrules.learn.v1';

export function loadProgress() {
  const data = readStored(KEY);
  return data && typeof data.stars === 'object' && data.stars !== null ? data : { stars: {} };
}

/** Records a solved lesson, keeping the best stars; returns the new progress. */
export function recordStars(lessonId, stars) {
  const progress = loadProgress();
  progress.stars[lessonId] = Math.max(progress.stars[lessonId] ?? 0, stars);
  writeStored(KEY, progress);  // storage unavailable: progress lives for this page only
  return progress;
}

export function resetProgress() {
  forgetStored(KEY);
}

/** {done, total, stars, maxStars} of a course chapter entry (course.json). */
export function chapterStats(progress, chapter) {
  const got = chapter.lessons.map((id) => progress.stars[id] ?? 0);
  return { done: got.filter((s) => s > 0).length, total: got.length, stars: got.reduce((a, b) => a + b, 0), maxStars: 3 * got.length };
}

export function starText(n, max = 3) {
  return '\u2605'.repeat(n) + '\u2606'.repeat(max - n);
}
