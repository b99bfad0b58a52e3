import { createContext, useContext } from 'react';
import type { MenuEntryRule } from './menu-entries';

/** Every screen's sidebar entry, given by App.tsx from src/screens.ts, so the layout names no screen. */
export const MenuRulesContext = createContext<readonly MenuEntryRule[]>([]);

export const useMenuRules = () => useContext(MenuRulesContext);
