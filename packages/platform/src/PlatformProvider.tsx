import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { getI18n } from './i18n/i18n';
import { useLanguageSync } from './i18n/use-language';
import { store as defaultStore, type TPlatformStore } from './store';

function LanguageSync(): null {
  useLanguageSync();
  return null;
}

/** Store + i18n for the shell, and for a remote's standalone bootstrap. Tests may pass their own store. */
export function PlatformProvider({
  children,
  store = defaultStore,
}: {
  children: ReactNode;
  store?: TPlatformStore;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={getI18n()}>
        <LanguageSync />
        {children}
      </I18nextProvider>
    </Provider>
  );
}
