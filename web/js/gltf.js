// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A glTF 2.0 reader for hulls (docs/web.md §3), joined to the module after its code (--post-js):
// the triangles of every mesh of the default scene, each moved by its node's transform, as one array
// of positions and one of indices. Binary .glb, or .gltf JSON whose buffers are data: URIs or given
// by the caller. What a hull cannot use is refused, naming the file and the part: a primitive that is
// not triangles, a compressed or quantised position, a missing buffer. Materials, normals and
// animation are a renderer's, not read.

/* global Module */
Module.readGltfTriangles = (function () {
  const TRIANGLES = 4;
  const FLOAT = 5126;
  const INDEX_TYPES = { 5121: Uint8Array, 5123: Uint16Array, 5125: Uint32Array };
  const GLB_MAGIC = 0x46546c67; // "glTF"
  const CHUNK_JSON = 0x4e4f534a;
  const CHUNK_BIN = 0x004e4942;

  // The reader's own refusals, each naming what it found; anything else thrown while reading a
  // file whose structure is not glTF's (a field of the wrong type, a missing object) is reported
  // as that, with the engine's words, by readGltfTriangles below.
  function fail(name, what) {
    const error = new Error(`${name}: ${what}`);
    error.refusedByReader = true;
    throw error;
  }

  function parseContainer(bytes, name) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength >= 12 && view.getUint32(0, true) === GLB_MAGIC) {
      let offset = 12;
      let json = null;
      let bin = null;
      while (offset + 8 <= bytes.byteLength) {
        const length = view.getUint32(offset, true);
        const type = view.getUint32(offset + 4, true);
        const body = bytes.subarray(offset + 8, offset + 8 + length);
        if (body.byteLength !== length) fail(name, `a GLB chunk at byte ${offset} runs past the end of the file`);
        if (type === CHUNK_JSON) json = parseJson(body, name, `the JSON chunk at byte ${offset}`);
        else if (type === CHUNK_BIN && bin === null) bin = body;
        offset += 8 + length;
      }
      if (!json) fail(name, 'a GLB file without its JSON chunk');
      return { json, bin };
    }
    return { json: parseJson(bytes, name, 'neither a GLB file nor glTF JSON:'), bin: null };
  }

  // The JSON of a glTF: an object, or refused with the parser's reason.
  function parseJson(bytes, name, what) {
    let json;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch (e) {
      fail(name, `${what} ${e.message}`);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) fail(name, `${what} not a JSON object`);
    return json;
  }

  function decodeDataUri(uri, name, index) {
    const comma = uri.indexOf(',');
    if (!uri.startsWith('data:') || comma < 0 || !uri.slice(0, comma).endsWith(';base64'))
      fail(name, `buffers[${index}]'s data URI is not base64`);
    const text = atob(uri.slice(comma + 1));
    const out = new Uint8Array(text.length);
    for (let k = 0; k < text.length; ++k) out[k] = text.charCodeAt(k);
    return out;
  }

  function buffersOf(json, bin, resources, name) {
    return (json.buffers || []).map((buffer, index) => {
      if (buffer.uri === undefined) {
        if (!bin) fail(name, `buffers[${index}] has no URI and the file no binary chunk`);
        return bin;
      }
      if (buffer.uri.startsWith('data:')) return decodeDataUri(buffer.uri, name, index);
      const given = resources[buffer.uri];
      if (!given) fail(name, `buffers[${index}] is the file '${buffer.uri}': give its bytes in options.resources`);
      return given instanceof Uint8Array ? given : new Uint8Array(given);
    });
  }

  // An accessor's elements as a typed array of `components` numbers each, strides undone.
  function readAccessor(json, buffers, index, name, components, Type) {
    const accessor = json.accessors && json.accessors[index];
    if (!accessor) fail(name, `accessors[${index}] does not exist`);
    if (accessor.sparse) fail(name, `accessors[${index}] is sparse, which a hull does not read`);
    if (!Number.isInteger(accessor.count) || accessor.count < 1) fail(name, `accessors[${index}].count ${accessor.count} is not a positive whole number`);
    const view = json.bufferViews && json.bufferViews[accessor.bufferView];
    if (!view) fail(name, `accessors[${index}] has no buffer view (a compressed mesh? KHR_draco_mesh_compression is not read: export without it)`);
    const bytes = buffers[view.buffer];
    if (!bytes) fail(name, `bufferViews[${accessor.bufferView}].buffer ${view.buffer} is not one of the file's ${buffers.length} buffers`);
    const size = Type.BYTES_PER_ELEMENT * components;
    const stride = view.byteStride || size;
    const start = (view.byteOffset || 0) + (accessor.byteOffset || 0);
    if (start + stride * (accessor.count - 1) + size > bytes.byteLength)
      fail(name, `accessors[${index}] runs past the end of buffers[${view.buffer}]`);
    const out = new Type(accessor.count * components);
    const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const get = { 1: 'getUint8', 2: 'getUint16', 4: Type === Float32Array ? 'getFloat32' : 'getUint32' }[Type.BYTES_PER_ELEMENT];
    for (let e = 0; e < accessor.count; ++e)
      for (let c = 0; c < components; ++c) out[e * components + c] = data[get](start + e * stride + c * Type.BYTES_PER_ELEMENT, true);
    return out;
  }

  // Column-major 4x4 matrices, as glTF gives them.
  function multiply(a, b) {
    const out = new Array(16).fill(0);
    for (let i = 0; i < 4; ++i)
      for (let j = 0; j < 4; ++j)
        for (let k = 0; k < 4; ++k) out[j * 4 + i] += a[k * 4 + i] * b[j * 4 + k];
    return out;
  }
  function nodeMatrix(node) {
    if (node.matrix) return node.matrix;
    const t = node.translation || [0, 0, 0];
    const q = node.rotation || [0, 0, 0, 1];
    const s = node.scale || [1, 1, 1];
    const x = q[0], y = q[1], z = q[2], w = q[3];
    return [
      (1 - 2 * (y * y + z * z)) * s[0], 2 * (x * y + z * w) * s[0], 2 * (x * z - y * w) * s[0], 0,
      2 * (x * y - z * w) * s[1], (1 - 2 * (x * x + z * z)) * s[1], 2 * (y * z + x * w) * s[1], 0,
      2 * (x * z + y * w) * s[2], 2 * (y * z - x * w) * s[2], (1 - 2 * (x * x + y * y)) * s[2], 0,
      t[0], t[1], t[2], 1,
    ];
  }

  function read(data, name, resources) {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    const container = parseContainer(bytes, name);
    const json = container.json;
    const buffers = buffersOf(json, container.bin, resources || {}, name);
    const positions = [];
    const indices = [];
    const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    const scene = json.scenes && json.scenes[json.scene || 0];
    const roots = scene ? scene.nodes : (json.nodes || []).map((_, k) => k);

    // glTF's nodes form trees: a node reached twice (two parents, or a loop) would be drawn twice,
    // or forever, or 2^depth times over a chain of shared children; it is refused.
    const seen = new Set();
    function visit(nodeIndex, parent) {
      const node = json.nodes && json.nodes[nodeIndex];
      if (!node) fail(name, `nodes[${nodeIndex}] does not exist`);
      if (seen.has(nodeIndex)) fail(name, `nodes[${nodeIndex}] is reached twice: two parents, or its children loop`);
      seen.add(nodeIndex);
      const matrix = multiply(parent, nodeMatrix(node));
      if (node.mesh !== undefined) {
        const mesh = json.meshes[node.mesh];
        mesh.primitives.forEach((primitive, p) => {
          const where = `meshes[${node.mesh}].primitives[${p}]`;
          if (primitive.extensions && primitive.extensions.KHR_draco_mesh_compression)
            fail(name, `${where} is Draco-compressed (KHR_draco_mesh_compression), which this reader does not decode: ` +
                       'prepare it with prepare_hull, or export it uncompressed');
          // (Not `??`: Emscripten 3.1.6's minifier drops the parentheses it needs here.)
          if (primitive.mode !== undefined && primitive.mode !== TRIANGLES) fail(name, `${where} is not triangles (mode ${primitive.mode})`);
          const position = primitive.attributes.POSITION;
          if (position === undefined) fail(name, `${where} has no POSITION`);
          if (json.accessors[position].componentType !== FLOAT)
            fail(name, `${where}'s POSITION is not float (quantised meshes are not read: export with float positions)`);
          const xyz = readAccessor(json, buffers, position, name, 3, Float32Array);
          const first = positions.length / 3;
          for (let v = 0; v < xyz.length; v += 3) {
            const x = xyz[v], y = xyz[v + 1], z = xyz[v + 2];
            positions.push(matrix[0] * x + matrix[4] * y + matrix[8] * z + matrix[12],
                           matrix[1] * x + matrix[5] * y + matrix[9] * z + matrix[13],
                           matrix[2] * x + matrix[6] * y + matrix[10] * z + matrix[14]);
          }
          let triangles;
          if (primitive.indices === undefined) {
            triangles = Array.from({ length: xyz.length / 3 }, (_, k) => k);
          } else {
            const Type = INDEX_TYPES[json.accessors[primitive.indices].componentType];
            if (!Type) fail(name, `${where}'s indices are not unsigned integers`);
            triangles = readAccessor(json, buffers, primitive.indices, name, 1, Type);
          }
          // A mirroring transform turns the faces inside out: their winding is turned back.
          const determinant = matrix[0] * (matrix[5] * matrix[10] - matrix[9] * matrix[6]) -
                              matrix[4] * (matrix[1] * matrix[10] - matrix[9] * matrix[2]) +
                              matrix[8] * (matrix[1] * matrix[6] - matrix[5] * matrix[2]);
          const vertices = xyz.length / 3;
          const stray = triangles.findIndex((k) => k >= vertices);
          if (stray >= 0) fail(name, `${where}'s index ${stray} is ${triangles[stray]}, past its ${vertices} vertices`);
          if (triangles.length % 3 !== 0) fail(name, `${where} has ${triangles.length} indices, not whole triangles`);
          for (let t = 0; t + 2 < triangles.length; t += 3) {
            if (determinant < 0) indices.push(first + triangles[t], first + triangles[t + 2], first + triangles[t + 1]);
            else indices.push(first + triangles[t], first + triangles[t + 1], first + triangles[t + 2]);
          }
        });
      }
      (node.children || []).forEach((child) => visit(child, matrix));
    }
    roots.forEach((root) => visit(root, identity));
    if (indices.length === 0) fail(name, 'no triangles in its default scene');
    return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
  }

  return function readGltfTriangles(data, name, resources) {
    try {
      return read(data, name, resources);
    } catch (e) {
      if (e.refusedByReader) throw e;
      throw new Error(`${name}: not glTF 2.0 as the specification lays it out (${e.message})`);
    }
  };
})();
