import { useNavigate } from 'react-router';
import { Languages, LogOut, Settings, UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localeLabels, supportedLocales } from '@tillwise/core/settings/locales';
import type { SupportedLocale } from '@tillwise/core/settings/locales';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';
import { useChooseLanguage } from '@/features/session/api/choose-language';
import { UserMenuButton } from './user-menu-button';

/** The value of the store's own language in the menu: the person has chosen none of their own. */
const storeLanguage = 'store';

interface UserMenuProps {
  session: Session;
  onProfile: () => void;
  onLogout: () => void;
  defaultOpen?: boolean;
}

/**
 * The signed-in user's name and email (staff may have none), with Profile, Settings and Logout; and the language
 * they work in (beyond the spec: theirs, or their store's).
 */
export function UserMenu({ session, onProfile, onLogout, defaultOpen }: UserMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const chooseLanguage = useChooseLanguage();
  const { user } = session;
  const chosen = session.format.ownLanguage ?? storeLanguage;
  const choose = (value: string) =>
    chooseLanguage.mutate(value === storeLanguage ? null : (value as SupportedLocale), {
      onError: (error) =>
        toast.error(
          intl.formatMessage({ id: 'userMenu.languageNotChanged', defaultMessage: 'The language was not changed' }),
          { description: error.message },
        ),
    });
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="font-normal">
          <p className="text-sm font-medium">{user.name}</p>
          {user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>
            <UserRound /> <FormattedMessage id="userMenu.profile" defaultMessage="Profile" />
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={!session.permissions.includes('settings:manage')}
            onSelect={() => void navigate('/settings')}
          >
            <Settings /> <FormattedMessage id="userMenu.settings" defaultMessage="Settings" />
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {/* Inline rather than a submenu: on a phone a submenu has no room beside the menu. */}
        <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
          <Languages className="size-4" /> <FormattedMessage id="userMenu.language" defaultMessage="Language" />
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={chosen}
          onValueChange={choose}
          aria-label={intl.formatMessage({ id: 'userMenu.language', defaultMessage: 'Language' })}
        >
          <DropdownMenuRadioItem value={storeLanguage}>
            <FormattedMessage
              id="userMenu.storeLanguage"
              defaultMessage="The store’s: {language}"
              values={{ language: localeLabels[session.format.storeLocale] }}
            />
          </DropdownMenuRadioItem>
          {supportedLocales.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {localeLabels[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut /> <FormattedMessage id="userMenu.logout" defaultMessage="Logout" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
