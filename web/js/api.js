// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The JavaScript API (docs/web.md), joined to the module after its code (--post-js): World, Hull and
// Body over the bindings' NativeWorld (web/src/Bindings.cpp). A refusal the C++ side keeps is thrown
// here as an Error with its message; the world owns its hulls and bodies, so a game frees everything
// with world.dispose().

/* global Module */
(function (Module) {
  const STATUS = ['ok', 'invalidState', 'invalidWater', 'notEvaluated'];
  const PRESETS = ['default', 'hydrostaticOnly', 'displacementBoat', 'planingBoat', 'floatingCrate'];

  function numbers(value, count, what) {
    if (value === undefined) return undefined;
    if ((!Array.isArray(value) && !ArrayBuffer.isView(value)) || value.length !== count)
      throw new Error(`${what} is not ${count} numbers`);
    for (const x of value) if (typeof x !== 'number') throw new Error(`${what} is not ${count} numbers`);
    return Array.from(value);
  }

  // `value`, or `fallback` where it is undefined or null. (Not the ?? operator: Emscripten 3.1.6's
  // minifier prints it without the parentheses its precedence needs, seen in web/js/gltf.js.)
  function given(value, fallback) {
    return value === undefined || value === null ? fallback : value;
  }

  // A whole number for a C++ int (embind would truncate 2.5 to 2 without a word).
  function whole(value, what) {
    if (!Number.isInteger(value)) throw new Error(`${what} ${value} is not a whole number`);
    return value;
  }

  // A rotation of the hull's points taking the file's forward axis to +x, the hull's bow (y stays up).
  const FORWARD = {
    '+x': [0, 0, 0, 1],
    '-x': [0, 1, 0, 0],
    '+z': [0, Math.SQRT1_2, 0, Math.SQRT1_2],
    '-z': [0, -Math.SQRT1_2, 0, Math.SQRT1_2],
  };
  // (No destructuring in this file or gltf.js: Emscripten 3.1.6's minifier drops array patterns it
  // takes for unused, seen in this function; nor the ?? operator, see given().)
  function rotate(q, p) {
    const x = q[0], y = q[1], z = q[2], w = q[3];
    const px = p[0], py = p[1], pz = p[2];
    const tx = 2 * (y * pz - z * py), ty = 2 * (z * px - x * pz), tz = 2 * (x * py - y * px);
    return [px + w * tx + (y * tz - z * ty), py + w * ty + (z * tx - x * tz), pz + w * tz + (x * ty - y * tx)];
  }

  class Hull {
    constructor(world, id, name, fileToHull) {
      this.world = world;
      this.id = id;
      this.name = name;
      /** The rotation (x, y, z, w) that took the file's points into the hull's frame. */
      this.fileToHull = fileToHull;
      const facts = world.native.hullFacts(id);
      this.volume = facts[0];
      this.triangleCount = facts[1];
      this.min = [facts[2], facts[3], facts[4]];
      this.max = [facts[5], facts[6], facts[7]];
    }
    /** The welded vertices, three floats each, hull coordinates (a copy). */
    positions() { return this.world.native.hullPositions(this.id).slice(); }
    /** The triangles, counter-clockwise seen from outside (a copy). */
    indices() { return this.world.native.hullIndices(this.id).slice(); }
  }

  class Body {
    constructor(world, id, hull) {
      this.world = world;
      this.id = id;
      this.hull = hull;
    }
    _call(method, ...args) {
      const native = this.world.native;
      const out = native[method](this.id, ...args);
      if (out === false || out === -1 || Number.isNaN(out)) throw new Error(native.lastError());
      return out;
    }
    _view(method) {
      const view = this.world.native[method](this.id);
      if (view === null) throw new Error(`${method}: no body ${this.id} in this world (removed, or another world's)`);
      return view;
    }
    /** False once removed. */
    get valid() { return this.world.native.hasBody(this.id); }
    /** The hull frame's position in the world, m. */
    get position() { return Array.from(this._view('bodyTransform').subarray(0, 3)); }
    /** The hull frame's rotation, a quaternion (x, y, z, w). */
    get rotation() { return Array.from(this._view('bodyTransform').subarray(3, 7)); }
    /** Position then rotation, seven floats, into `out` at `offset`: many bodies a frame, no garbage. */
    writeTransform(out, offset = 0) { out.set(this._view('bodyTransform'), offset); }
    get linearVelocity() { return Array.from(this._view('bodyVelocity').subarray(0, 3)); }
    get angularVelocity() { return Array.from(this._view('bodyVelocity').subarray(3, 6)); }
    /** The water's force from the body's last evaluation (N, N m; world axes). */
    get result() {
      const r = this._view('bodyResult');
      return {
        status: STATUS[r[0]],
        submergedVolume: r[1],
        wettedArea: r[2],
        force: [r[3], r[4], r[5]],
        torque: [r[6], r[7], r[8]],
        buoyancy: [r[9], r[10], r[11]],
        centreOfBuoyancy: [r[12], r[13], r[14]],
      };
    }
    setForceModel(name) { this._call('setForceModel', name); }
    /** `{thrusters: [...], foils: [...]}`: the fields of Thruster and Foil (docs/appendages.md). */
    setAppendages(spec) { this._call('setAppendages', spec || {}); }
    setThrottle(thruster, throttle) { this._call('setThrottle', whole(thruster, 'setThrottle: thruster'), throttle); }
    setSteering(thruster, radians) { this._call('setSteering', whole(thruster, 'setSteering: thruster'), radians); }
    setDeflection(foil, radians) { this._call('setDeflection', whole(foil, 'setDeflection: foil'), radians); }
    /** A compartment shaped as `shape` (a Hull of this world, in this body's hull coordinates); its index. */
    addCompartment({ name = 'compartment', shape, permeability = 1 }) {
      if (!(shape instanceof Hull) || shape.world !== this.world) throw new Error('addCompartment: shape is not a Hull of this world');
      return this._call('addCompartment', name, shape.id, permeability);
    }
    /** A hole of `area` m^2 at `point` (hull coordinates) on the plating; its index. */
    addBreach(point, area) { return this._call('addBreach', numbers(point, 3, 'addBreach: point'), area); }
    /**
     * An opening of `area` m^2 centred at `point` (hull coordinates) from `from` into `to`, each
     * 'sea' or a compartment's index: a door between compartments, or a well's rim as prepare_hull
     * reports it (`{point: lidCentre, area: lidArea, to: well}`, from the sea); its index.
     */
    addOpening({ name = 'opening', point, area, from = 'sea', to }) {
      const end = (value, what) => (value === 'sea' ? -1 : whole(value, `addOpening: ${what}`));
      return this._call('addOpening', name, numbers(point, 3, 'addOpening: point'), area, end(from, 'from'), end(to, 'to'));
    }
    setPumpRate(compartment, cubicMetresPerSecond) {
      this._call('setPumpRate', whole(compartment, 'setPumpRate: compartment'), cubicMetresPerSecond);
    }
    /** m^3 of water in a compartment. */
    floodWater(compartment) { return this._call('floodWater', whole(compartment, 'floodWater: compartment')); }
    applyImpulse(impulse, worldPoint) {
      this._call('applyImpulse', numbers(impulse, 3, 'applyImpulse: impulse'), numbers(worldPoint, 3, 'applyImpulse: point'));
    }
    /**
     * Coarser hulls of this body (Hulls of this world, finest first) for the level of detail far from
     * the focus (world.setLevelOfDetail); [] removes them.
     */
    setCoarserHulls(hulls) {
      if (!Array.isArray(hulls)) throw new Error('setCoarserHulls: hulls is not an array of Hulls');
      hulls.forEach((h, k) => {
        if (!(h instanceof Hull) || h.world !== this.world) throw new Error(`setCoarserHulls: hulls[${k}] is not a Hull of this world`);
      });
      this._call('setCoarserHulls', hulls.map((h) => h.id));
    }
    /** Substeps per evaluation of the water's forces (1: every substep). */
    setEvaluationInterval(substeps) { this._call('setEvaluationInterval', whole(substeps, 'setEvaluationInterval: substeps')); }
    /** The hull it is evaluated on now: 0 its own, k its k-th coarser hull. */
    get detailLevel() { return this._call('detailLevel'); }
    /** Out of the world; the object is then invalid. */
    remove() { this._call('removeBody'); }
  }

  /** A world's state at one moment (world.snapshot()), kept inside the world until disposed. */
  class Snapshot {
    constructor(world, id) {
      this.world = world;
      this.id = id;
      /** The world's time when it was taken, s. */
      this.time = world._check(world.native.snapshotTime(id));
    }
    /** Frees it; restoring it afterwards throws. */
    dispose() { this.world._check(this.world.native.dropSnapshot(this.id)); }
  }

  class World {
    /**
     * A Bullet world with BulletHydro's buoyancy action, on flat water at height 0; with `effects`,
     * its bodies throw spray and leave foam at each step (world.effects, docs/effects.md); with
     * `threads` above 1, stepped on that many threads (world.threads).
     */
    constructor({ gravity = -9.81, effects = false, threads = 1 } = {}) {
      if (typeof effects !== 'boolean') throw new Error(`World: effects ${effects} is not true or false`);
      const count = whole(threads, 'World: threads');
      this.native = new Module.NativeWorld(effects);
      if (!this.native.setGravity(gravity) || !this.native.setThreads(count)) {
        const message = this.native.lastError();
        this.native.delete();
        throw new Error(message);
      }
    }
    /**
     * The threads its steps run on, the calling one included. Setting it lends the world that many
     * minus one of the module's Web Workers (a module built with threads: docs/web.md §4), or gives
     * them back (1); the results are the same to the bit on any number.
     */
    get threads() { return this.native.threadCount(); }
    set threads(count) { this._check(this.native.setThreads(whole(count, 'World: threads'))); }
    _check(ok) {
      if (ok === false || ok === -1 || Number.isNaN(ok)) throw new Error(this.native.lastError());
      return ok;
    }
    /**
     * {type: 'flat', level}, {type: 'sines', waves: [{amplitude, wavelength, direction: [x, z], phase}]},
     * {type: 'gerstner', waves: [{... as sines, steepness}]} or {type: 'ocean', seaState, tileSize,
     * resolution, choppiness, seed, refreshInterval} (docs/water.md).
     */
    setWater(spec) {
      const wave = (w, k, extra) => {
        const direction = numbers(given(w.direction, [1, 0]), 2, `setWater: waves[${k}].direction`);
        return [given(w.amplitude, 0.5), given(w.wavelength, 20), direction[0], direction[1], given(w.phase, 0), ...extra];
      };
      switch (spec && spec.type) {
        case 'flat': return this._check(this.native.setFlatWater(given(spec.level, 0)));
        case 'sines': return this._check(this.native.setSineWaves(new Float64Array((spec.waves || []).flatMap((w, k) => wave(w, k, [])))));
        case 'gerstner':
          return this._check(this.native.setGerstnerWaves(new Float64Array((spec.waves || []).flatMap((w, k) => wave(w, k, [given(w.steepness, 0.3)])))));
        case 'ocean':
          return this._check(this.native.setOcean(whole(given(spec.seaState, 4), 'setWater: seaState'), given(spec.tileSize, 0),
                                                  whole(given(spec.resolution, 128), 'setWater: resolution'), given(spec.choppiness, 0.8),
                                                  given(spec.seed, 1), given(spec.refreshInterval, 1 / 30)));
        default: throw new Error(`setWater: type '${spec && spec.type}' is not flat, sines, gerstner or ocean`);
      }
    }
    /**
     * Water that answers (docs/water.md §8): waves the bodies make and feel, on a window of `cells`²
     * nodes `spacing` m apart (a power of two; an eighth of the shortest wave the hulls should make)
     * centred on `focus` [x, z], every body coupled to it every `substepsPerStep` substeps; it
     * replaces one set before, still; null takes it off. waterHeight, sampleWaterHeights and the
     * effects include its waves; setWater is refused while it is set.
     */
    setAnsweringWater(spec) {
      if (spec === null || spec === undefined) {
        this.native.removeAnsweringWater();
        return;
      }
      const focus = numbers(given(spec.focus, [0, 0]), 2, 'setAnsweringWater: focus');
      this._check(this.native.setAnsweringWater(whole(given(spec.cells, 128), 'setAnsweringWater: cells'), given(spec.spacing, 1),
                                                focus[0], focus[1], whole(given(spec.substepsPerStep, 1), 'setAnsweringWater: substepsPerStep')));
    }
    /** Moves the answering water's window over (x, z), by whole cells (the player, the camera). */
    setAnsweringWaterFocus(x, z) { this._check(this.native.setAnsweringWaterFocus(x, z)); }
    /**
     * The answering water now, or null: its window (`origin` [x, z] of the first node, `spacing`,
     * `cells` a side), its waves' `energy` (J) and its own `heights` at the nodes (row z then column
     * x, without the world's water; a copy), for a texture over the window.
     */
    get answeringWater() {
      const w = this.native.answeringWaterWindow();
      if (w === null) return null;
      const window = { origin: [w[0], w[1]], spacing: w[2], cells: w[3], energy: w[4] };
      window.heights = this.native.answeringWaterHeights().slice();
      return window;
    }
    waterHeight(x, z) { return this._check(this.native.waterHeight(x, z)); }
    /** Heights at the points of `xz` (x0, z0, x1, z1, ...), a Float32Array of one a point (a copy). */
    sampleWaterHeights(xz) {
      if (xz.length % 2 !== 0) throw new Error(`sampleWaterHeights: ${xz.length} numbers are not x, z pairs`);
      return this.native.sampleWaterHeights(xz instanceof Float32Array ? xz : new Float32Array(xz)).slice();
    }

    /** A hull from OBJ text (a prepare_hull output too), in metres, x to the bow, y up. */
    hullFromObj(text, name = '<obj>') {
      return new Hull(this, this._check(this.native.addHullFromObj(String(text), name)), name, [0, 0, 0, 1]);
    }
    /** A hull from xyz positions and counter-clockwise triangles. */
    hullFromArrays(positions, indices, name = '<arrays>', fileToHull = [0, 0, 0, 1]) {
      const xyz = positions instanceof Float32Array ? positions : new Float32Array(positions);
      if (!(indices instanceof Uint32Array)) {
        const bad = Array.from(indices).findIndex((k) => !Number.isInteger(k) || k < 0 || k > 0xffffffff);
        if (bad >= 0) throw new Error(`${name}: indices[${bad}] = ${indices[bad]} is not a vertex index`);
      }
      const triangles = indices instanceof Uint32Array ? indices : new Uint32Array(indices);
      return new Hull(this, this._check(this.native.addHullFromArrays(xyz, triangles, name)), name, fileToHull);
    }
    /**
     * A hull from glTF 2.0 bytes (.glb, or .gltf with its buffers embedded or given in
     * options.resources by URI). glTF's models face +z: the hull is turned so that `forward`
     * (default '+z') becomes the hull's bow (+x); hull.fileToHull is that rotation, for drawing
     * the file's own scene with the body.
     */
    hullFromGltf(bytes, { name = '<gltf>', forward = '+z', resources } = {}) {
      const turn = FORWARD[forward];
      if (!turn) throw new Error(`${name}: forward '${forward}' is not +x, -x, +z or -z`);
      const mesh = Module.readGltfTriangles(bytes, name, resources);
      for (let v = 0; v < mesh.positions.length; v += 3) mesh.positions.set(rotate(turn, mesh.positions.subarray(v, v + 3)), v);
      return this.hullFromArrays(mesh.positions, mesh.indices, name, turn);
    }
    /**
     * The depth of the hull's lowest point below flat water where a body of `mass` kg (its centre
     * of gravity the uniform solid's, or `centreOfGravity` in hull coordinates) floats at rest, heel
     * and trim included (the hydrostatics' equilibrium, docs/hydrostatics.md).
     */
    equilibriumDraft(hull, mass, centreOfGravity = null) {
      return this._check(this.native.equilibriumDraft(hull.id, mass, given(numbers(given(centreOfGravity, undefined), 3, 'equilibriumDraft: centreOfGravity'), null)));
    }

    /**
     * A floating body of `mass` kg spread through `hull` (or with its centre of gravity at
     * `centreOfGravity`, hull coordinates, and the solid's radii of gyration), its hull frame at
     * `position` turned by `rotation` (x, y, z, w), with a force model preset (docs/forces.md).
     */
    addBody(hull, { mass, centreOfGravity = null, position = [0, 0, 0], rotation = [0, 0, 0, 1], model = 'default' } = {}) {
      if (!(hull instanceof Hull) || hull.world !== this) throw new Error('addBody: hull is not a Hull of this world');
      if (typeof mass !== 'number') throw new Error('addBody: mass (kg) is not a number');
      if (!PRESETS.includes(model)) throw new Error(`addBody: model '${model}' is not one of ${PRESETS.join(', ')}`);
      const id = this._check(this.native.addBody(hull.id, mass, given(numbers(given(centreOfGravity, undefined), 3, 'addBody: centreOfGravity'), null),
                                                 numbers(position, 3, 'addBody: position'),
                                                 numbers(rotation, 4, 'addBody: rotation'), model));
      return new Body(this, id, hull);
    }
    /**
     * The force kernel's median nanoseconds a call on `hull` (at its draft, moving, every force of
     * displacementBoat) with the scalar reference and with the module's SIMD128 kernel.
     */
    timeKernel(hull, { rounds = 5, callsPerRound = 200 } = {}) {
      const t = this.native.timeKernel(hull.id, whole(rounds, 'timeKernel: rounds'), whole(callsPerRound, 'timeKernel: callsPerRound'));
      if (t === null) throw new Error(this.native.lastError());
      return { scalar: t[0], simd128: t[1] };
    }
    /**
     * Level of detail (docs/bullet.md §7): bodies farther than `fullDetailRadius` m from `focus`
     * (horizontally) are evaluated every `middleEvaluationInterval` substeps on their coarser hulls,
     * beyond `farRadius` every `farEvaluationInterval` on the coarsest; null turns it off.
     */
    setLevelOfDetail(spec) {
      if (spec !== null && spec !== undefined && spec.focus !== undefined) numbers(spec.focus, 3, 'setLevelOfDetail: focus');
      this._check(this.native.setLevelOfDetail(spec));
    }
    /**
     * The world's state now (docs/web.md §4): each body's motion and what the water's forces keep
     * between substeps (flooding, throttles and steering, slamming, the level of detail's blend),
     * the clock, the spray and foam, and the answering water's waves. Take it between steps; world.restore(snapshot) puts it
     * back, and stepping on with the same inputs passes through the same bits.
     */
    snapshot() { return new Snapshot(this, this._check(this.native.takeSnapshot())); }
    /**
     * Puts the world back as `snapshot` found it. The same bodies must be in the world (none removed
     * or added since), and the same answering water (not set again or taken off since). Throttles, steering and flooding come back with it; what the game set on the
     * world or a body's model (the water, force models, coarser hulls, evaluation intervals, the
     * level of detail) it sets again if it changed them.
     */
    restore(snapshot) {
      if (!(snapshot instanceof Snapshot) || snapshot.world !== this) throw new Error('restore: not a Snapshot of this world');
      this._check(this.native.restoreSnapshot(snapshot.id));
    }
    /**
     * The spray and foam now (copies): `spray` four floats a droplet (x, y, z, age in s), `foam` five a
     * patch (x, y, z, radius in m, opacity), and the counts refused at their limits and of droplets
     * dropped still in the air. For a world made with {effects: true}.
     */
    get effects() {
      const spray = this.native.effectsSpray();
      if (spray === null) throw new Error('effects: this world was made without them (new World({ effects: true }))');
      const copy = spray.slice(), foam = this.native.effectsFoam().slice(), counts = this.native.effectsCounts();
      return { spray: copy, foam, refusedSpray: counts[0], refusedFoam: counts[1], expiredSpray: counts[2] };
    }
    get bodyCount() { return this.native.bodyCount(); }
    /** Simulated seconds. */
    get time() { return this.native.time(); }
    /** Advances by `timeStep` in substeps of `fixedStep` (at most `maxSubsteps`), as Bullet's stepSimulation. */
    step(timeStep = 1 / 60, maxSubsteps = 4, fixedStep = 1 / 240) {
      this._check(this.native.step(timeStep, whole(maxSubsteps, 'step: maxSubsteps'), fixedStep));
    }
    /** Frees the world, its hulls and its bodies; any later call on it or them throws. */
    dispose() {
      this.native.delete();
      this.native = new Proxy({}, { get() { throw new Error('this World was disposed'); } });
    }
  }

  Module.World = World;
  Module.Hull = Hull;
  Module.Body = Body;
  Module.Snapshot = Snapshot;
  Module.forceModels = PRESETS.slice();
})(Module);
