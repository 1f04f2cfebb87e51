// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// BulletHydro's buoyancy beside JoltPhysics.js's (npm jolt-physics) in one Node process, on the
// hulls and poses of bench/JoltComparison.cpp (docs/web.md §6, docs/figures.md §7):
//   node --no-experimental-fetch web/bench/jolt_comparison.mjs BUILD/web [ROUNDS] [CALLS]
// - Jolt/<body>: Body.ApplyBuoyancyImpulse called from JavaScript, as a web game calls it for each
//   body each step, on a BoxShape for the box and a ConvexHullShape of the hull's vertices for the
//   others; jolt-physics's single-threaded WebAssembly build, the one a page without cross-origin
//   isolation can load (built without SIMD, its README says; the multithreaded build, with SIMD,
//   needs worker threads and never finishes loading in Node here).
// - BulletHydro/<body>: the patch's follow() and the kernel's compute() with buoyancy alone, timed
//   inside the module (web/bench/BuoyancyTiming.cpp), as world.step() runs them for each body;
//   BulletHydroOnWaves on three sine waves.
// Rounds alternate the contenders; each figure is the median round's nanoseconds a call.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webOut = resolve(process.argv[2] || '');
const rounds = Number(process.argv[3] || 9);
const calls = Number(process.argv[4] || 2000);
const Hydro = await createRequire(join(webOut, 'package.json'))(join(webOut, 'bullethydro_bench.js'))();
const joltBuild = async (name) => (await import(pathToFileURL(join(webOut, 'node_modules/jolt-physics/dist', name)).href)).default();
const jolts = { Jolt: await joltBuild('jolt-physics.wasm.js') };

// A Jolt world to create bodies in: one layer, never stepped.
function joltBodies(Jolt) {
  const settings = new Jolt.JoltSettings();
  const pairs = new Jolt.ObjectLayerPairFilterTable(1);
  pairs.EnableCollision(0, 0);
  const layers = new Jolt.BroadPhaseLayerInterfaceTable(1, 1);
  layers.MapObjectToBroadPhaseLayer(0, new Jolt.BroadPhaseLayer(0));
  settings.mObjectLayerPairFilter = pairs;
  settings.mBroadPhaseLayerInterface = layers;
  settings.mObjectVsBroadPhaseLayerFilter = new Jolt.ObjectVsBroadPhaseLayerFilterTable(layers, 1, pairs, 1);
  return new Jolt.JoltInterface(settings).GetPhysicsSystem().GetBodyInterface();
}

function joltCall(Jolt, bodies, body, size) {
  const placement = Hydro.hullPlacement(body, size).slice();
  let shapeSettings;
  if (body === 'box') {
    shapeSettings = new Jolt.BoxShapeSettings(new Jolt.Vec3(placement[3], placement[4], placement[5]), 0);
  } else {
    shapeSettings = new Jolt.ConvexHullShapeSettings();
    const xyz = Hydro.hullVertices(body, size).slice();
    for (let v = 0; v < xyz.length; v += 3) shapeSettings.mPoints.push_back(new Jolt.Vec3(xyz[v], xyz[v + 1], xyz[v + 2]));
    shapeSettings.mMaxConvexRadius = 0;
  }
  const made = shapeSettings.Create();
  if (made.HasError()) throw new Error(`Jolt refused the ${body}: ${made.GetError().c_str()}`);
  const creation = new Jolt.BodyCreationSettings(made.Get(), new Jolt.RVec3(placement[0], placement[1], placement[2]),
                                                 Jolt.Quat.prototype.sIdentity(), Jolt.EMotionType_Dynamic, 0);
  const joltBody = bodies.CreateBody(creation);
  const surface = new Jolt.RVec3(0, 0, 0), up = new Jolt.Vec3(0, 1, 0), still = new Jolt.Vec3(0, 0, 0);
  const gravity = new Jolt.Vec3(0, -9.81, 0);
  return () => {
    // The velocity the impulse changes is reset every call, as natively.
    joltBody.SetLinearVelocity(still);
    joltBody.SetAngularVelocity(still);
    joltBody.ApplyBuoyancyImpulse(surface, up, 1.0, 0.5, 0.01, still, gravity, 1 / 240);
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const cases = [['box', 12], ['wigley', 100], ['wigley', 200], ['wigley', 2000], ['ball', 2], ['ball', 3]];
console.log(`${rounds} rounds of ${calls} calls, medians, ns a call (Node ${process.version})`);
console.log('body/size | triangles | ' + Object.keys(jolts).join(' | ') + ' | BulletHydro | BulletHydroOnWaves | Jolt / BulletHydro');
for (const [body, size] of cases) {
  const joltCalls = Object.fromEntries(Object.entries(jolts).map(([name, Jolt]) => [name, joltCall(Jolt, joltBodies(Jolt), body, size)]));
  const times = Object.fromEntries([...Object.keys(jolts), 'BulletHydro', 'BulletHydroOnWaves'].map((k) => [k, []]));
  for (let round = 0; round < rounds; ++round) {
    for (const [name, call] of Object.entries(joltCalls)) {
      const start = performance.now();
      for (let k = 0; k < calls; ++k) call();
      times[name].push(((performance.now() - start) * 1e6) / calls);
    }
    times.BulletHydro.push(Hydro.timeBuoyancy(body, size, false, 1, calls));
    times.BulletHydroOnWaves.push(Hydro.timeBuoyancy(body, size, true, 1, calls));
  }
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  const bestJolt = Math.min(...Object.keys(jolts).map((k) => m[k]));
  const triangles = Hydro.hullPlacement(body, size)[6];
  console.log(`${body}/${size} | ${triangles} | ${Object.keys(jolts).map((k) => m[k].toFixed(0)).join(' | ')} | ` +
              `${m.BulletHydro.toFixed(0)} | ${m.BulletHydroOnWaves.toFixed(0)} | ${(bestJolt / m.BulletHydro).toFixed(2)}`);
}
