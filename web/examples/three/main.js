// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The example page's scene (docs/web.md §5): the desktop demo's calm harbour (docs/demo.md) on
// flat water that answers, or its storm's sea; the speedboat driven with W/S/A/D through the
// module's thrusters, every body drawn from its hull's own triangles at the transform the module
// gives, with the spray and foam the bodies make (world.effects) as points. The page's state is on
// window.hydroExample for the browser test (web/tests/browser.test.mjs).
/* global BulletHydro */
import * as THREE from 'three';

const params = new URLSearchParams(location.search);
const sceneName = params.get('scene') || 'harbour';
const SCENES = {
  harbour: { water: { type: 'flat', level: 0 }, sky: 0x9fc3dd },
  // The desktop demo's storm sea (assets/scenarios/storm.json): WMO sea state 7, refreshed 30 times a second.
  storm: { water: { type: 'ocean', seaState: 7, resolution: 64, seed: 3, refreshInterval: 1 / 30 }, sky: 0x6f7f8c },
};
const scene = SCENES[sceneName];
if (!scene) throw new Error(`no scene '${sceneName}' (harbour or storm)`);

// ?threads=N steps the world on N threads: the module built with threads, on a cross-origin
// isolated page (docs/web.md §4); the single-threaded module refuses it, saying so.
const threads = Number(params.get('threads') || 1);
const hydro = await BulletHydro();
const world = new hydro.World({ effects: true, threads });
world.setWater(scene.water);

async function hullFile(name) {
  const response = await fetch(`../../hulls/${name}.obj`);
  if (!response.ok) throw new Error(`hulls/${name}.obj: ${response.status}`);
  return world.hullFromObj(await response.text(), `${name}.obj`);
}
const hulls = {};
for (const name of ['speedboat', 'displacement_boat', 'box', 'barrel']) hulls[name] = await hullFile(name);

// The harbour's bodies, as assets/scenarios/calm_harbour.json places them (heading in degrees).
const heading = (degrees) => [0, Math.sin((degrees * Math.PI) / 360), 0, Math.cos((degrees * Math.PI) / 360)];
const specs = [
  { name: 'speedboat', hull: 'speedboat', mass: 2000, centreOfGravity: [-0.8, 0.1, 0], position: [0, 0.6, 0], model: 'planingBoat', colour: 0xc8352e },
  { name: 'trawler', hull: 'displacement_boat', mass: 14000, position: [6, 1.2, 16], rotation: heading(20), model: 'displacementBoat', colour: 0x3f5f8a },
  { name: 'crate', hull: 'box', mass: 150, position: [8, 0.6, -6], model: 'floatingCrate', colour: 0xa07a45 },
  { name: 'barrel', hull: 'barrel', mass: 100, position: [-6, 0.6, -8], rotation: heading(45), model: 'floatingCrate', colour: 0x4f7f3f },
];

const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(window.devicePixelRatio);
renderer.setSize(window.innerWidth, window.innerHeight);
document.body.appendChild(renderer.domElement);
const view = new THREE.Scene();
view.background = new THREE.Color(scene.sky);
view.fog = new THREE.Fog(scene.sky, 120, 190);  // the water grid's edge, 200 m away, unseen
view.add(new THREE.HemisphereLight(0xffffff, 0x335566, 1.6));
const sun = new THREE.DirectionalLight(0xffffff, 1.8);
sun.position.set(30, 50, 20);
view.add(sun);
const camera = new THREE.PerspectiveCamera(55, window.innerWidth / window.innerHeight, 0.1, 1000);
window.addEventListener('resize', () => {
  camera.aspect = window.innerWidth / window.innerHeight;
  camera.updateProjectionMatrix();
  renderer.setSize(window.innerWidth, window.innerHeight);
});

function hullGeometry(hull) {
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(hull.positions(), 3));
  geometry.setIndex(new THREE.BufferAttribute(hull.indices(), 1));
  geometry.computeVertexNormals();
  return geometry;
}
const bodies = specs.map((spec) => {
  const body = world.addBody(hulls[spec.hull], spec);
  const mesh = new THREE.Mesh(hullGeometry(hulls[spec.hull]), new THREE.MeshStandardMaterial({ color: spec.colour, flatShading: true }));
  view.add(mesh);
  return { spec, body, mesh };
});
const boat = bodies[0].body;

// The speedboat's twin outboards, as the desktop demo's (demos/boat_demo/Scene.cpp): 55 kW each on the
// transom's bottom, 0.7 m apart, legs swung up to 30 degrees, turning opposite ways.
const transom = hulls.speedboat.min;
boat.setAppendages({
  thrusters: [0.35, -0.35].map((z, k) => ({
    position: [transom[0], transom[1], z], diameter: 0.32, maxRevolutions: 40, maxPower: 55e3,
    maxSteeringAngle: Math.PI / 6, blades: 3, areaRatio: 0.55, pitchRatio: 1.2, rightHanded: k === 0,
  })),
});

// Water that answers (docs/water.md §8), in the harbour unless ?answering=0: from 5 s, once the
// bodies dropped into place have settled (their splash would ring round the window for a minute), a
// window of 128 x 128 nodes 1 m apart follows the speedboat, coupled once a frame; its wake rocks
// the others. Drawn as a grid of its own nodes over the outer water, which sinks out of sight
// under it.
const answering = sceneName === 'harbour' && params.get('answering') !== '0';
const waterMaterial = new THREE.MeshStandardMaterial({ color: 0x1f6f9f, roughness: 0.35, flatShading: true });  // both grids
const FIELD_CELLS = 128, FIELD_SPACING = 1, FIELD_FROM = 5;
const fieldGeometry = new THREE.PlaneGeometry((FIELD_CELLS - 1) * FIELD_SPACING, (FIELD_CELLS - 1) * FIELD_SPACING,
                                              FIELD_CELLS - 1, FIELD_CELLS - 1);
fieldGeometry.rotateX(-Math.PI / 2);  // its vertices then run row z, then column x, as the field's nodes
const fieldMesh = new THREE.Mesh(fieldGeometry, waterMaterial);
fieldMesh.visible = false;
view.add(fieldMesh);
let fieldWindow = null;  // world.answeringWater this frame
function updateField(centre) {
  if (!answering || world.time < FIELD_FROM) return;
  if (!world.answeringWater)
    world.setAnsweringWater({ cells: FIELD_CELLS, spacing: FIELD_SPACING, focus: [centre[0], centre[2]], substepsPerStep: 4 });
  world.setAnsweringWaterFocus(centre[0], centre[2]);
  fieldWindow = world.answeringWater;
  const half = 0.5 * (FIELD_CELLS - 1) * FIELD_SPACING;
  fieldMesh.position.set(fieldWindow.origin[0] + half, scene.water.level, fieldWindow.origin[1] + half);
  const positions = fieldGeometry.attributes.position;
  for (let v = 0; v < positions.count; ++v) positions.setY(v, fieldWindow.heights[v]);
  positions.needsUpdate = true;
  fieldGeometry.computeVertexNormals();
  fieldMesh.visible = true;
}

// The water: a grid that follows the boat, in whole cells so that it does not swim, its heights
// sampled from the module's water every frame.
const WATER_SIZE = 400, WATER_CELLS = 128, CELL = WATER_SIZE / WATER_CELLS;
const waterGeometry = new THREE.PlaneGeometry(WATER_SIZE, WATER_SIZE, WATER_CELLS, WATER_CELLS);
waterGeometry.rotateX(-Math.PI / 2);
const water = new THREE.Mesh(waterGeometry, waterMaterial);
view.add(water);
const waterPoints = new Float32Array(2 * waterGeometry.attributes.position.count);
function updateWater(centre) {
  const positions = waterGeometry.attributes.position;
  const cx = Math.round(centre[0] / CELL) * CELL, cz = Math.round(centre[2] / CELL) * CELL;
  water.position.set(cx, 0, cz);
  for (let v = 0; v < positions.count; ++v) {
    waterPoints[2 * v] = positions.getX(v) + cx;
    waterPoints[2 * v + 1] = positions.getZ(v) + cz;
  }
  const heights = world.sampleWaterHeights(waterPoints);
  // Under the answering water's window (but its edge cell), sunk out of sight.
  const inside = (x, z) => fieldWindow && x > fieldWindow.origin[0] + FIELD_SPACING && z > fieldWindow.origin[1] + FIELD_SPACING &&
    x < fieldWindow.origin[0] + (FIELD_CELLS - 2) * FIELD_SPACING && z < fieldWindow.origin[1] + (FIELD_CELLS - 2) * FIELD_SPACING;
  for (let v = 0; v < positions.count; ++v)
    positions.setY(v, inside(waterPoints[2 * v], waterPoints[2 * v + 1]) ? heights[v] - 1 : heights[v]);
  positions.needsUpdate = true;
  waterGeometry.computeVertexNormals();
}

// The spray and foam (docs/effects.md): points at the positions world.effects gives each frame,
// droplets small, foam patches larger and flat white on the water.
// `stride` floats a particle, its position first.
function particles(size, opacity, stride) {
  const geometry = new THREE.BufferGeometry();
  const points = new THREE.Points(geometry, new THREE.PointsMaterial({ color: 0xffffff, size, transparent: true, opacity, depthWrite: false }));
  points.frustumCulled = false;  // its bounds change every frame
  view.add(points);
  return { geometry, stride };
}
const spray = particles(0.15, 0.9, 4);  // x, y, z, age
const foam = particles(0.6, 0.8, 5);    // x, y, z, radius, opacity
function drawParticles(target, values) {
  const count = values.length / target.stride, xyz = new Float32Array(3 * count);
  for (let k = 0; k < count; ++k) xyz.set(values.subarray(target.stride * k, target.stride * k + 3), 3 * k);
  target.geometry.setAttribute('position', new THREE.BufferAttribute(xyz, 3));
}

const keys = new Set();
window.addEventListener('keydown', (e) => keys.add(e.key.toLowerCase()));
window.addEventListener('keyup', (e) => keys.delete(e.key.toLowerCase()));
function helm() {
  const throttle = keys.has('w') ? 1 : keys.has('s') ? -0.3 : 0;
  const rudder = (keys.has('d') ? 1 : 0) - (keys.has('a') ? 1 : 0);  // + to starboard
  for (let k = 0; k < 2; ++k) {
    boat.setThrottle(k, throttle);
    boat.setSteering(k, (rudder * Math.PI) / 6);
  }
}

// The depth of a body's lowest hull vertex below the water's mean level, m.
function draft(entry) {
  const points = entry.body.hull.positions();
  const q = new THREE.Quaternion(...entry.body.rotation);
  const height = entry.body.position[1];
  const p = new THREE.Vector3();
  let lowest = Infinity;
  for (let v = 0; v < points.length; v += 3) lowest = Math.min(lowest, p.set(points[v], points[v + 1], points[v + 2]).applyQuaternion(q).y);
  return (scene.water.level || 0) - (lowest + height);
}

const hud = document.getElementById('hud');
const transform = new Float32Array(7);
const stepTimes = [], frameTimes = [];
// The speedboat's draft over the last two seconds of simulated time: on answering water it bobs on
// what is left of the bodies' settling (crests of 2 cm), and the test compares its mean with the
// hydrostatics'. Seconds, not frames: on a loaded machine a frame steps up to a quarter of a second,
// and 60 of them reached back to the drop (a mean 1.6 % off the draft, seen under CI's load).
const drafts = [];  // {time, draft}, oldest first
let last = performance.now();
function frame(now) {
  helm();
  // The time since the last frame, in Bullet's fixed 1/240 s substeps (stepSimulation keeps the
  // remainder for the next frame), so that the water keeps the wall clock's time at any display
  // rate; beyond a quarter of a second (a tab that was hidden) the time is dropped, not caught up.
  const elapsed = Math.min(Math.max(now - last, 0) / 1000, 0.25);
  const stepStart = performance.now();
  world.step(elapsed, 60, 1 / 240);
  stepTimes.push(performance.now() - stepStart);
  for (const entry of bodies) {
    entry.body.writeTransform(transform);
    entry.mesh.position.set(transform[0], transform[1], transform[2]);
    entry.mesh.quaternion.set(transform[3], transform[4], transform[5], transform[6]);
  }
  const effects = world.effects;
  drawParticles(spray, effects.spray);
  drawParticles(foam, effects.foam);
  const at = boat.position;
  updateField(at);
  updateWater(at);
  const q = new THREE.Quaternion(...boat.rotation);
  const behind = new THREE.Vector3(-14, 6, 0).applyQuaternion(new THREE.Quaternion(0, q.y, 0, q.w).normalize());
  camera.position.set(at[0] + behind.x, at[1] + behind.y, at[2] + behind.z);
  camera.lookAt(at[0], at[1] + 1, at[2]);
  renderer.render(view, camera);
  frameTimes.push(now - last);
  last = now;
  drafts.push({ time: world.time, draft: draft(bodies[0]) });
  while (drafts[0].time < world.time - 2) drafts.shift();
  if (stepTimes.length > 120) stepTimes.shift(), frameTimes.shift();
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  hud.textContent = `${sceneName}: ${world.bodyCount} bodies on ${world.threads} thread${world.threads > 1 ? 's' : ''}, ` +
    `t = ${world.time.toFixed(1)} s, ` +
    `physics ${median(stepTimes).toFixed(2)} ms a frame, frame ${median(frameTimes).toFixed(1)} ms ` +
    `(W/S throttle, A/D helm)`;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

window.hydroExample = {
  world,
  boat,
  hulls,
  scene: sceneName,
  /** What the browser test reads: the boat's draft against the hydrostatics', its place and speed. */
  state() {
    const speedboat = bodies[0];
    const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    return {
      time: world.time,
      bodies: world.bodyCount,
      threads: world.threads,
      draft: drafts.reduce((a, d) => a + d.draft, 0) / drafts.length,  // the last 2 s' mean
      equilibriumDraft: world.equilibriumDraft(speedboat.body.hull, speedboat.spec.mass, speedboat.spec.centreOfGravity),
      position: boat.position,
      speed: Math.hypot(...boat.linearVelocity),
      // The answering water's waves: their energy and the window's highest crest over its lowest trough.
      answeringEnergy: fieldWindow ? fieldWindow.energy : 0,
      answeringRange: fieldWindow ? fieldWindow.heights.reduce((a, h) => Math.max(a, h), 0) -
                                    fieldWindow.heights.reduce((a, h) => Math.min(a, h), 0) : 0,
      spray: world.effects.spray.length / 4,
      foam: world.effects.foam.length / 5,
      stepMilliseconds: median(stepTimes),
      frameMilliseconds: median(frameTimes),
    };
  },
};
