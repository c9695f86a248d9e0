/**
 * Typed arrays carved from one buffer. A board has dozens of small arrays; each of its own costs
 * a buffer object and an allocation besides its contents, which at a server's thousands of
 * boards is as much memory as the contents. Carved, they cost one.
 */
const ELEMENTS = {
  i32: Int32Array,
  u32: Uint32Array,
  i16: Int16Array,
  u16: Uint16Array,
  i8: Int8Array,
  u8: Uint8Array,
} as const;

export type ElementKind = keyof typeof ELEMENTS;
type ArrayOf<K extends ElementKind> = InstanceType<(typeof ELEMENTS)[K]>;

/** What to carve: a name, its element kind and its length. */
export type CarveSpec = Readonly<Record<string, readonly [ElementKind, number]>>;

/** One array per entry of `spec`, all views of one buffer (zeroed), each aligned to its element size. */
export function carve<const S extends CarveSpec>(spec: S): { [N in keyof S]: ArrayOf<S[N][0]> } {
  const entries = Object.entries(spec);
  // The widest elements first: every offset is then aligned without padding.
  entries.sort((a, b) => ELEMENTS[b[1][0]].BYTES_PER_ELEMENT - ELEMENTS[a[1][0]].BYTES_PER_ELEMENT);
  let bytes = 0;
  for (const [, [kind, length]] of entries) bytes += ELEMENTS[kind].BYTES_PER_ELEMENT * length;
  const buffer = new ArrayBuffer(bytes);
  const out: Record<string, ArrayOf<ElementKind>> = {};
  let at = 0;
  for (const [name, [kind, length]] of entries) {
    out[name] = new ELEMENTS[kind](buffer, at, length);
    at += ELEMENTS[kind].BYTES_PER_ELEMENT * length;
  }
  return out as { [N in keyof S]: ArrayOf<S[N][0]> };
}
