import { useId } from 'react';
import { useLocation } from '@tanstack/react-router';
import { shell } from '@/components/app-shell/shell.messages';
import { currentLocale } from '@/lib/i18n/i18n';
import { languageNames, languages, withLanguage } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import classes from '@/lib/i18n/LanguageLinks.module.css';

/**
 * The language switcher: plain links to this page in each language, so it also works before (and
 * without) scripts; with them, a click keeps the choice on the device and switches in place.
 */
export function LanguageLinks({ className, onChosen, landmark = true }: { className?: string; onChosen?: () => void; landmark?: boolean }) {
  const t = useT();
  const id = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The footer's is a landmark with a heading; inside a page section or the menu it is a plain group.
  const Wrapper = landmark ? 'nav' : 'div';
  const Title = landmark ? 'h2' : 'p';
  return (
    <Wrapper aria-labelledby={id} className={`${classes.row} ${className ?? ''}`} role={landmark ? undefined : 'group'}>
      <Title id={id} className={classes.title}>
        {t(shell.language)}
      </Title>
      <ul className={classes.list}>
        {languages.map((language) => (
          <li key={language}>
            <a
              className={classes.link}
              href={withLanguage(pathname, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === currentLocale() ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChosen?.();
                // The switching code loads on first use: most visits never switch.
                void import('@/lib/i18n/choice').then((m) => m.chooseLanguage(language));
              }}
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
