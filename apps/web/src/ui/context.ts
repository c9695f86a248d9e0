import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type T } from '../i18n/index.js';

export const TContext = createContext<T>(translator('en'));
export const useT = (): T => useContext(TContext);
