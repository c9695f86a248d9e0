import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, translatorOf, type Lang, type T } from '../i18n/words.js';

export const TContext = createContext<T>(translatorOf('en', en));
export const useT = (): T => useContext(TContext);
export const LangContext = createContext<Lang>('en');
export const useLang = (): Lang => useContext(LangContext);
