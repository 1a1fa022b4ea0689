import { chromium } from '@playwright/test';
const [,, path, width = '320'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 740 } });
await p.goto('http://127.0.0.1:4213' + path);
await p.waitForTimeout(1500);
const out = await p.evaluate(() => {
  const vw = document.documentElement.clientWidth;
  const res = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > vw + 0.5 && r.width > 0) res.push(`${el.tagName}.${String(el.className).slice(0,60)} ${Math.round(r.left)}-${Math.round(r.right)} "${(el.innerText||'').slice(0,30).replace(/\n/g,' ')}"`);
  }
  return { sw: document.documentElement.scrollWidth, res: res.slice(0, 25) };
});
console.log(JSON.stringify(out, null, 1));
await b.close();
