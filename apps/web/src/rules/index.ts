import type { Lang } from '../i18n/index.js';
import type { RulesText } from './types.js';
import { en } from './en.js';
import { nl } from './nl.js';
import { de } from './de.js';
import { sv } from './sv.js';

export type { RulesText, RulesSection } from './types.js';
export const RULES: Readonly<Record<Lang, RulesText>> = { en, nl, de, sv };
