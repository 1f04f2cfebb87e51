// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The JavaScript API's threads in Node (docs/web.md §4), on the module built with them
// (HYDRO_WASM_THREADS: a pool of Web Workers its worlds share):
//   node --no-experimental-fetch web/tests/api_threads.test.mjs BUILD-THREADS/web assets/hulls
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';

const webOut = resolve(process.argv[2] || '');
const hulls = resolve(process.argv[3] || '');
const BulletHydro = createRequire(join(webOut, 'package.json'))(join(webOut, 'bullethydro.js'));
const hydro = await BulletHydro();
const obj = (name) => readFileSync(join(hulls, name), 'utf8');
const WORKERS = 8;  // the module's pool (cmake/HydroCompileOptions.cmake, HYDRO_WASM_THREAD_POOL)

// Each check in turn, by name; the module's pool of workers keeps Node's event loop alive, so the
// script ends itself with the result rather than waiting for an exit that never comes.
const failures = [];
function test(name, body) {
  try {
    body();
    console.log(`ok   ${name}`);
  } catch (e) {
    failures.push(name);
    console.log(`FAIL ${name}\n${e.stack}`);
  }
}

// A harbour that gives every part of a step work for the threads: 16 speedboats on their
// outboards with the helm over, on a WMO 4 ocean and on answering water, two of them holed and
// flooding. Its transforms after `frames` frames of four substeps, and the milliseconds a frame.
function harbour(threads, frames) {
  const world = new hydro.World({ threads });
  world.setWater({ type: 'ocean', seaState: 4 });
  world.setAnsweringWater({ cells: 64, spacing: 1, focus: [0, 0] });
  const hull = world.hullFromObj(obj('speedboat.obj'), 'speedboat.obj');
  const boats = [];
  for (let k = 0; k < 16; ++k) {
    const boat = world.addBody(hull, { mass: 2000, centreOfGravity: [-0.8, 0.1, 0], model: 'planingBoat',
                                       position: [10 * (k % 4) - 15, 0.4, 8 * Math.floor(k / 4) - 12] });
    boat.setAppendages({ thrusters: [{ position: [-3, -0.3, 0], diameter: 0.32, maxRevolutions: 40, maxPower: 55e3,
                                       maxSteeringAngle: 0.5 }] });
    boat.setThrottle(0, 0.5 + 0.03 * k);
    boat.setSteering(0, 0.2);
    if (k % 8 === 0) {
      boat.addCompartment({ name: 'hull', shape: hull });
      boat.addBreach([0.5, -0.1, 0], 2e-3);
    }
    boats.push(boat);
  }
  const start = performance.now();
  for (let f = 0; f < frames; ++f) world.step();
  const milliseconds = (performance.now() - start) / frames;
  const out = new Float32Array(7 * boats.length);
  boats.forEach((boat, k) => boat.writeTransform(out, 7 * k));
  const flood = boats[0].floodWater(0);
  assert.equal(world.threads, threads);
  world.dispose();
  return { out, flood, milliseconds };
}

test('a world steps to the same bits on 1, 2 and 4 threads', () => {
  const frames = 90;  // 1.5 s: the breached boats take water, the answering water carries the wakes
  const one = harbour(1, frames);
  assert.ok(one.flood > 0, 'the holed boat takes water');
  for (const threads of [2, 4]) {
    const many = harbour(threads, frames);
    assert.deepEqual(Array.from(many.out), Array.from(one.out), `${threads} threads against one`);
    assert.equal(many.flood, one.flood);
    // Printed, not asserted: speed is the benchmarks' to judge (this machine is shared).
    console.log(`harbour of 16 boats on answering water: ${one.milliseconds.toFixed(1)} ms a frame on one thread, ` +
                `${many.milliseconds.toFixed(1)} on ${threads}`);
  }
});

test('the worlds share the module\'s workers, and a world asking beyond them is refused by name', () => {
  const first = new hydro.World({ threads: 5 });   // 4 workers
  const second = new hydro.World({ threads: 5 });  // 4 more: the pool of 8 is taken
  assert.equal(first.threads, 5);
  assert.throws(() => new hydro.World({ threads: 2 }),
                /World: threads 2 would take 1 Web Workers, and the module's other worlds hold 8 of its 8/);
  assert.throws(() => { first.threads = 6; }, /World: threads 6 would take 5 Web Workers, and the module's other worlds hold 4 of its 8/);
  assert.equal(first.threads, 5, 'a refusal changes nothing');
  first.threads = 1;  // gives its 4 back
  const third = new hydro.World({ threads: 3 });
  assert.equal(third.threads, 3);
  second.dispose();  // and its 4 go back with it
  first.threads = WORKERS - 2 + 1;  // the 6 workers the third world leaves, and the calling thread
  assert.equal(first.threads, 7);
  assert.throws(() => new hydro.World({ threads: 0 }), /World: threads 0 is not 1 or more/);
  assert.throws(() => new hydro.World({ threads: 1.5 }), /World: threads 1\.5 is not a whole number/);
  first.dispose();
  third.dispose();
});

process.exit(failures.length === 0 ? 0 : 1);
