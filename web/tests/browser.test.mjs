// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The example page in a real browser (docs/web.md §7): Debian's Chromium, headless, driven through
// puppeteer-core, the page served on the loopback by web/serve.mjs.
//   node web/tests/browser.test.mjs BUILD/web CHROMIUM
// - The harbour loads without a console error; after 15 s of simulated time the speedboat's draft
//   (its lowest hull point below the flat water, the last 2 s' mean: the water answers from 5
//   s, and the boat bobs on what is left of the bodies' settling) is within 1 % of the
//   hydrostatics' equilibrium draft for its mass and centre of gravity, heel and trim included.
//   The native build's boat meets the same equilibrium (tests/forces' hydrostatics suites), so
//   this is the page against the native answer without a second build here. Driven, its wake
//   raises waves in the answering water.
// - Holding W for 5 s of simulated time drives it ahead at least 10 m (its twin 55 kW outboards
//   make 9 to 12 m/s within that; 10 m is reached after about 2 s), and it is faster than 3 m/s.
// - A screenshot shows water and the red hull: at least 20 % of its pixels the water's blue and
//   0.1 % the hull's red, so a blank or black canvas, or one without the boat, fails (the 6 m boat
//   behind the chase camera covers 1.2 to 1.6 % of the page's view; at rest in front of the demo's
//   follow camera, its red topsides 0.27 % of the demo's, the rest being its deck and bottom paint).
//   The driven boat leaves foam (world.effects), and the page draws it: at least 0.2 % of the
//   screenshot's lower half white (3.6 % drawn, none with the page's particles left out).
// - The storm loads and runs without a console error, and its screenshot shows water.
// - The boat demo itself (web/demo/): its calm harbour loads without a console error and says its
//   body count and frame time under the canvas; W held for 5 s of simulated time drives the
//   speedboat at least 10 m (the desktop demo's throttle ramps to full in 1.7 s); its screenshot,
//   taken at rest before that with the boat in front of the camera, is at least 20 % water and 0.1 %
//   red hull. Its storm runs all five bodies, the open punt of a mesh file included (its well
//   closed in the page as the desktop's asset pipeline closes it), and shows water; the drop test's
//   first crate (flat water) rests at the hydrostatics' draft within 1 %; the wake harbour (water
//   that answers: a field the bodies disturb, docs/water.md §8) runs all its bodies without a
//   console error and shows water; in the swamping scenario the swamped punt holds the water the
//   native build's does 3 s in, within 1 %, as drafts are compared.
// Prints the frame times (the physics' step and the whole frame, medians over the last 120 frames)
// and the pages' download sizes.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '../serve.mjs';

const [webOut, chromium, mode] = process.argv.slice(2);
if (!webOut || !chromium || (mode && mode !== 'threads')) {
  console.error('usage: node browser.test.mjs BUILD/web CHROMIUM [threads]');
  process.exit(2);
}
// With `threads` (the threaded build's web folder, docs/web.md §4): the three.js harbour alone, its
// world on two threads (?threads=2), which the page can have because web/serve.mjs serves it
// cross-origin isolated.
const THREADS = mode === 'threads' ? 2 : 1;
const puppeteer = createRequire(join(resolve(webOut), 'package.json'))('puppeteer-core');

// Chromium's profile and its own scratch files in the build folder, removed at the end: the suite
// leaves nothing in the system's temporary folder (tests/CheckTempFolder.cmake).
const scratch = mkdtempSync(join(resolve(webOut), 'browser-test-'));
const failures = [];
function check(condition, message) {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (!condition) failures.push(message);
}

const DRAFT_TOLERANCE = 0.01;  // the issue's 1 %: 3 mm on the speedboat's 0.3 m

const server = await serve(webOut);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir: join(scratch, 'profile'),
  env: { ...process.env, TMPDIR: scratch, HOME: scratch },
  // Root in a container has no sandbox to drop into; WebGL 2 in software (SwiftShader), as on a
  // machine without a GPU.
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--window-size=960,540'],
});

// The share of a screenshot's pixels in each class, decoded by the browser's own PNG decoder: the
// water (the page's 0x1f6f9f and the demo's deep blue, lit; the sky's red is above 150) and a
// red hull (the speedboat's topsides, lit or in shade: red at least 2.5 times green and blue), and
// white in the lower half, on the water (every channel 230 or more: spray and foam; the lit water
// is far darker, and the page's white label is at the top).
async function pixelShares(page, png) {
  return page.evaluate(async (base64) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let water = 0, hull = 0, white = 0;
    for (let p = 0; p < data.length; p += 4) {
      const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
      if (r < 100 && b > r + 40 && g > r + 20) ++water;
      if (r >= 50 && r >= 2.5 * Math.max(g, b)) ++hull;
      if (p >= data.length / 2 && Math.min(r, g, b) >= 230) ++white;
    }
    const count = data.length / 4;
    return { water: water / count, hull: hull / count, white: white / count };
  }, Buffer.from(png).toString('base64'));
}

async function load(path, size, ready) {
  const page = await browser.newPage();
  await page.setViewport(size);
  const errors = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure().errorText}`));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(ready, { timeout: 60000, polling: 100 });
  return { page, errors };
}
const open = (scene) => load(`/examples/three/?scene=${scene}`, { width: 960, height: 540 }, () => window.hydroExample !== undefined);
const untilTime = (page, seconds) =>
  page.waitForFunction((t) => window.hydroExample.world.time >= t, { timeout: 240000, polling: 100 }, seconds);
// The boat demo's page: its state is window.boatDemo, written every frame (demos/boat_demo/WindowApp.cpp).
const openDemo = (scenario) =>
  load(`/demo/?scenario=${scenario}`, { width: 1280, height: 760 }, () => window.boatDemo !== undefined);
const untilDemoTime = (page, seconds) =>
  page.waitForFunction((t) => window.boatDemo.error || window.boatDemo.time >= t, { timeout: 240000, polling: 100 }, seconds);

// Every page's checks in turn; with THREADS, the harbour's alone.
async function run() {
  const { page, errors } = await open(THREADS > 1 ? `harbour&threads=${THREADS}` : 'harbour');
  await untilTime(page, 15);
  const rest = await page.evaluate(() => window.hydroExample.state());
  const error = Math.abs(rest.draft - rest.equilibriumDraft) / rest.equilibriumDraft;
  check(error <= DRAFT_TOLERANCE,
        `harbour: the speedboat rests at a draft of ${rest.draft.toFixed(4)} m, the hydrostatics' ${rest.equilibriumDraft.toFixed(4)} m ` +
        `(${(100 * error).toFixed(2)} %, at most ${100 * DRAFT_TOLERANCE} %)`);

  await page.keyboard.down('w');
  await untilTime(page, rest.time + 5);
  await page.keyboard.up('w');
  const driven = await page.evaluate(() => window.hydroExample.state());
  const moved = Math.hypot(driven.position[0] - rest.position[0], driven.position[2] - rest.position[2]);
  check(moved >= 10 && driven.speed > 3,
        `harbour: W held for 5 s drives the speedboat ${moved.toFixed(1)} m, at ${driven.speed.toFixed(1)} m/s (at least 10 m, 3 m/s)`);
  check(driven.foam > 0, `harbour: the driven speedboat leaves foam (${driven.foam} patches, ${driven.spray} droplets in the air)`);
  // The harbour's water answers from 5 s: still, the window holds what is left of the bodies'
  // settling (about 100 J, crests of 2 cm in Node); the speedboat's wake at 10 m/s raises crests of
  // 0.35 to 0.5 m over troughs and 1.3e4 J (in Node, the same scene). Asked: a tenth of those.
  check(driven.answeringRange >= 0.05 && driven.answeringEnergy >= 1e3,
        `harbour: the speedboat's wake in the answering water: crest to trough ${driven.answeringRange.toFixed(3)} m, ` +
        `${driven.answeringEnergy.toExponential(2)} J (at rest ${rest.answeringRange.toFixed(3)} m, ${rest.answeringEnergy.toExponential(2)} J; ` +
        'at least 0.05 m and 1e3 J)');

  // The force kernel timed in the page (World.timeKernel: every force on the 1,416-triangle trawler
  // at its draft), SIMD128 against the scalar reference: printed, not asserted (a speed).
  const kernel = await page.evaluate(() => {
    const world = window.hydroExample.world;
    const hull = window.hydroExample.hulls.displacement_boat;
    return world.timeKernel(hull, { rounds: 5, callsPerRound: 100 });
  });
  console.log(`kernel in Chromium: scalar ${kernel.scalar.toFixed(0)} ns, SIMD128 ${kernel.simd128.toFixed(0)} ns a call, ` +
              `${(kernel.scalar / kernel.simd128).toFixed(2)} times`);

  const shot = await page.screenshot({ type: 'png' });
  writeFileSync(join(webOut, 'harbour.png'), shot);
  const shares = await pixelShares(page, shot);
  check(shares.water >= 0.2 && shares.hull >= 0.001,
        `harbour: the screenshot (web/harbour.png) is ${(100 * shares.water).toFixed(1)} % water, ${(100 * shares.hull).toFixed(2)} % hull ` +
        '(at least 20 % and 0.1 %)');
  // The foam trail behind the boat: 0.00 % of the lower half white with the page's particles not
  // drawn, 3.6 % drawn; 0.2 % asks for a trail, not for its size.
  check(2 * shares.white >= 0.002,
        `harbour: the screenshot's lower half is ${(100 * 2 * shares.white).toFixed(2)} % white, the spray and foam (at least 0.2 %)`);
  check(errors.length === 0, `harbour: no console errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  console.log(`harbour: ${driven.bodies} bodies, physics ${driven.stepMilliseconds.toFixed(2)} ms a frame, ` +
              `frame ${driven.frameMilliseconds.toFixed(1)} ms (headless, SwiftShader)`);
  await page.close();
  if (THREADS > 1) {
    check(driven.threads === THREADS, `harbour: the world steps on ${driven.threads} threads (${THREADS} asked)`);
    return;
  }

  const storm = await open('storm');
  await untilTime(storm.page, 5);
  const stormState = await storm.page.evaluate(() => window.hydroExample.state());
  const stormShot = await storm.page.screenshot({ type: 'png' });
  writeFileSync(join(webOut, 'storm.png'), stormShot);
  const stormShares = await pixelShares(storm.page, stormShot);
  check(stormShares.water >= 0.2, `storm: the screenshot (web/storm.png) is ${(100 * stormShares.water).toFixed(1)} % water (at least 20 %)`);
  check(storm.errors.length === 0, `storm: no console errors${storm.errors.length ? `: ${storm.errors.join('; ')}` : ''}`);
  console.log(`storm: ${stormState.bodies} bodies, physics ${stormState.stepMilliseconds.toFixed(2)} ms a frame, ` +
              `frame ${stormState.frameMilliseconds.toFixed(1)} ms (headless, SwiftShader)`);

  await storm.page.close();

  const demo = await openDemo('calm_harbour');
  await untilDemoTime(demo.page, 3);
  const before = await demo.page.evaluate(() => window.boatDemo);
  check(!before.error, `demo: the calm harbour runs${before.error ? `: ${before.error}` : ''}`);
  const demoShot = await demo.page.screenshot({ type: 'png' });
  writeFileSync(join(webOut, 'demo_harbour.png'), demoShot);
  const demoShares = await pixelShares(demo.page, demoShot);
  check(demoShares.water >= 0.2 && demoShares.hull >= 0.001,
        `demo: the screenshot (web/demo_harbour.png) is ${(100 * demoShares.water).toFixed(1)} % water, ` +
        `${(100 * demoShares.hull).toFixed(2)} % hull (at least 20 % and 0.1 %)`);
  await demo.page.focus('#canvas');
  await demo.page.keyboard.down('w');
  await untilDemoTime(demo.page, before.time + 5);
  await demo.page.keyboard.up('w');
  const after = await demo.page.evaluate(() => window.boatDemo);
  const ahead = Math.hypot(after.position[0] - before.position[0], after.position[1] - before.position[1]);
  check(ahead >= 10 && after.speed > 3,
        `demo: W held for 5 s drives the speedboat ${ahead.toFixed(1)} m, at ${after.speed.toFixed(1)} m/s (at least 10 m, 3 m/s)`);
  const line = await demo.page.$eval('#status', (element) => element.textContent);
  check(/\d+ bodies/.test(line) && /frame [\d.]+ ms/.test(line), `demo: the page says its body count and frame time ("${line.slice(0, 60)}...")`);
  check(demo.errors.length === 0, `demo: no console errors${demo.errors.length ? `: ${demo.errors.join('; ')}` : ''}`);
  console.log(`demo harbour: ${after.bodies} bodies, physics ${after.physicsMilliseconds.toFixed(2)} ms a frame, ` +
              `frame ${after.frameMilliseconds.toFixed(1)} ms (headless, SwiftShader)`);
  await demo.page.close();

  const demoStorm = await openDemo('storm');
  await untilDemoTime(demoStorm.page, 5);
  const stormDemo = await demoStorm.page.evaluate(() => window.boatDemo);
  check(!stormDemo.error && stormDemo.leftOut === 0 && stormDemo.bodies === 5,
        `demo: the storm runs its ${stormDemo.bodies} bodies, the open punt included (${stormDemo.leftOut} left out)`);
  const demoStormShot = await demoStorm.page.screenshot({ type: 'png' });
  writeFileSync(join(webOut, 'demo_storm.png'), demoStormShot);
  check((await pixelShares(demoStorm.page, demoStormShot)).water >= 0.2, 'demo: the storm\'s screenshot (web/demo_storm.png) shows water');
  check(demoStorm.errors.length === 0, `demo storm: no console errors${demoStorm.errors.length ? `: ${demoStorm.errors.join('; ')}` : ''}`);
  console.log(`demo storm: ${stormDemo.bodies} bodies, physics ${stormDemo.physicsMilliseconds.toFixed(2)} ms a frame, ` +
              `frame ${stormDemo.frameMilliseconds.toFixed(1)} ms (headless, SwiftShader)`);

  await demoStorm.page.close();

  // The drop test on flat water: the first crate (150 kg in a 1 m box, dropped from 2 m) rests at
  // the hydrostatics' draft, within the issue's 1 %.
  const drop = await openDemo('drop_test');
  await untilDemoTime(drop.page, 12);
  const dropped = await drop.page.evaluate(() => window.boatDemo.firstBody);
  const dropError = Math.abs(dropped.draft - dropped.restingDraft) / dropped.restingDraft;
  check(dropError <= DRAFT_TOLERANCE,
        `demo: the drop test's first crate rests at a draft of ${dropped.draft.toFixed(4)} m, the hydrostatics' ` +
        `${dropped.restingDraft.toFixed(4)} m (${(100 * dropError).toFixed(2)} %, at most ${100 * DRAFT_TOLERANCE} %)`);
  check(drop.errors.length === 0, `demo drop test: no console errors${drop.errors.length ? `: ${drop.errors.join('; ')}` : ''}`);
  await drop.page.close();

  // Water that answers in the browser: the trawler's wake among moored boats, the field stepped on
  // the page's one thread.
  const wake = await openDemo('wake_harbour');
  await untilDemoTime(wake.page, 5);
  const wakeDemo = await wake.page.evaluate(() => window.boatDemo);
  check(!wakeDemo.error && wakeDemo.leftOut === 0 && wakeDemo.bodies === 4,
        `demo: the wake harbour runs its ${wakeDemo.bodies} bodies on water that answers${wakeDemo.error ? `: ${wakeDemo.error}` : ''}`);
  const wakeShot = await wake.page.screenshot({ type: 'png' });
  writeFileSync(join(webOut, 'demo_wake_harbour.png'), wakeShot);
  check((await pixelShares(wake.page, wakeShot)).water >= 0.2, 'demo: the wake harbour\'s screenshot (web/demo_wake_harbour.png) shows water');
  check(wake.errors.length === 0, `demo wake harbour: no console errors${wake.errors.length ? `: ${wake.errors.join('; ')}` : ''}`);
  console.log(`demo wake harbour: ${wakeDemo.bodies} bodies, physics ${wakeDemo.physicsMilliseconds.toFixed(2)} ms a frame, ` +
              `frame ${wakeDemo.frameMilliseconds.toFixed(1)} ms (headless, SwiftShader)`);
  await wake.page.close();

  // Two open punts of a mesh file, their wells closed in the page: the one started with its rim
  // under the sea swamps. 3 s in, before its pump starts, the native build's holds 1.064 m^3
  // (BoatDemo.TheSwampedPuntHoldsTheWaterTheBrowsersPageMustMatch holds the figure there).
  const NATIVE_SWAMPED = 1.064;
  const swamping = await openDemo('swamping');
  await untilDemoTime(swamping.page, 3);
  const swamped = await swamping.page.evaluate(() => window.boatDemo);
  const swampError = Math.abs(swamped.firstBody.floodWater / NATIVE_SWAMPED - 1);
  check(!swamped.error && swamped.bodies === 2 && swampError <= DRAFT_TOLERANCE,
        `demo: the swamped punt holds ${swamped.firstBody.floodWater.toFixed(4)} m^3 3 s in, the native build's ` +
        `${NATIVE_SWAMPED} m^3 (${(100 * swampError).toFixed(2)} %, at most 1 %)${swamped.error ? `: ${swamped.error}` : ''}`);
  check(swamping.errors.length === 0, `demo swamping: no console errors${swamping.errors.length ? `: ${swamping.errors.join('; ')}` : ''}`);
  await swamping.page.close();

  const size = (file) => statSync(join(webOut, file)).size;
  console.log(`download: bullethydro.wasm ${size('bullethydro.wasm')} bytes, bullethydro.js ${size('bullethydro.js')} bytes; ` +
              `the demo's wasm ${size('demo/boat_demo.wasm')}, js ${size('demo/boat_demo.js')}, data ${size('demo/boat_demo.data')} bytes`);
}

try {
  await run();
} catch (e) {
  failures.push(e.message);
  console.log(`FAIL ${e.stack}`);
} finally {
  await browser.close();
  server.close();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failures.length === 0 ? 0 : 1);
