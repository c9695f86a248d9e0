/**
 * What a ban may cover besides the account: new guests from the network addresses (`address`)
 * or the browsers (`device`) the banned player signed in from. Plain values, for the page too.
 */
export const BAN_COVERS = ['address', 'device'] as const;
export type BanCover = (typeof BAN_COVERS)[number];
