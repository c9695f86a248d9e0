/** The presets of rules.md A5 as the scoring oracle (oracle.ts) needs them. */
export type FarmerScoring = 'perCity4' | 'perField3';

export const ORACLE_PRESETS: Readonly<
  Record<string, { readonly winter: boolean; readonly smallCity: boolean; readonly farms: FarmerScoring }>
> = {
  classic: { winter: false, smallCity: true, farms: 'perCity4' },
  'classic-se': { winter: false, smallCity: false, farms: 'perCity4' },
  winter: { winter: true, smallCity: false, farms: 'perField3' },
  modern: { winter: false, smallCity: false, farms: 'perField3' },
};
