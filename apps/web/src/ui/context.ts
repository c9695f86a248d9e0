import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type Lang, type T } from '../i18n/index.js';

export const TContext = createContext<T>(translator('en'));
export const useT = (): T => useContext(TContext);
export const LangContext = createContext<Lang>('en');
export const useLang = (): Lang => useContext(LangContext);
