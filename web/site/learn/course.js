// The course index: chapters in order with the learner's progress (web/site/learn/lessons/course.json).
import { chapterStats, loadProgress, resetProgress, starText } from './progress.js';

async function main() {
  const course = await (await fetch('./lessons/course.json')).json();
  const progress = loadProgress();
  const list = document.getElementById('chapters');
  let stars = 0, maxStars = 0, done = 0, total = 0;
  let firstOpen = null;
  for (const chapter of course.chapters) {
    const s = chapterStats(progress, chapter);
    stars += s.stars; maxStars += s.maxStars; done += s.done; total += s.total;
    if (!firstOpen && s.done < s.total) firstOpen = chapter;
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `chapter.html?c=${encodeURIComponent(chapter.id)}`;
    if (s.done === s.total) a.classList.add('done');
    a.dataset.chapter = chapter.id;
    const title = document.createElement('span');
    title.className = 'title';
    title.textContent = chapter.title;
    const summary = document.createElement('span');
    summary.className = 'summary';
    summary.textContent = chapter.summary;
    const prog = document.createElement('span');
    prog.className = 'progress';
    prog.textContent = `${s.done}/${s.total}`;
    prog.setAttribute('aria-label', `${s.done} of ${s.total} tasks solved, ${s.stars} of ${s.maxStars} stars`);
    a.append(title, summary, prog);
    li.append(a);
    list.append(li);
  }
  document.getElementById('totals').textContent =
    `${done} of ${total} tasks solved, ${stars} of ${maxStars} stars ${starText(0, 0)}`.trim();
  const cont = document.getElementById('continue');
  if (done > 0 && firstOpen) {
    cont.href = `chapter.html?c=${encodeURIComponent(firstOpen.id)}`;
    cont.textContent = `Continue: ${firstOpen.title}`;
  } else if (!firstOpen) {
    cont.textContent = 'Course complete: play a game';
    cont.href = '../play/';
  }
  document.getElementById('reset').addEventListener('click', () => {
    if (confirm('Forget all stars and start the course over?')) {
      resetProgress();
      location.reload();
    }
  });
  document.body.dataset.ready = '1';
}

main().catch((e) => {
  document.getElementById('totals').textContent = `The course could not be loaded: ${e.message}`;
});
