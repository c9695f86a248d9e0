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

/** One empty array of each kind, shared: a rule not played keeps no array of its own. */
const EMPTY = {
  i32: new Int32Array(0),
  u32: new Uint32Array(0),
  i16: new Int16Array(0),
  u16: new Uint16Array(0),
  i8: new Int8Array(0),
  u8: new Uint8Array(0),
} as const satisfies { [K in ElementKind]: ArrayOf<K> };

/** An empty array of `kind`, the same one each time. */
export function empty<K extends ElementKind>(kind: K): ArrayOf<K> {
  return EMPTY[kind] as ArrayOf<K>;
}

/**
 * One array per entry of `spec`, all views of one buffer (zeroed), each aligned to its element
 * size; an entry of length 0 is the kind's shared empty array.
 */
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
    out[name] = length === 0 ? EMPTY[kind] : new ELEMENTS[kind](buffer, at, length);
    at += ELEMENTS[kind].BYTES_PER_ELEMENT * length;
  }
  return out as { [N in keyof S]: ArrayOf<S[N][0]> };
}
