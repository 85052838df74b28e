import { forwardRef } from 'react';
import { SearchBox, type SearchBoxProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SearchController } from '../hooks/use-search-controller';

/** The product search input bound to a controller; Enter remembers the term. */
export const SearchField = forwardRef<HTMLInputElement, { controller: SearchController } & Omit<SearchBoxProps, 'value' | 'onChange'>>(function SearchField({
  controller,
  ...rest
}, ref) {
  const { t } = useTranslation();
  return (
    <SearchBox
      {...rest}
      ref={ref}
      value={controller.input}
      onChange={(_, data) => controller.setInput(data.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') controller.remember();
        rest.onKeyDown?.(e);
      }}
      placeholder={t('search.placeholder')}
      // The api refuses longer terms (400 params.search); the field never lets one through.
      maxLength={100}
      aria-label={t('search.placeholder')}
    />
  );
});
