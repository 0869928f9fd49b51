import type { InstanceSpec as Instance } from '../../../lib/api/schemas';
import { DEFAULT_LANGUAGE, type LanguageName, languageByName } from '../language';
import { seedTimestamp } from '../time';

interface Translation {
  displayName: string;
  headerTitle: string;
}

/**
 * A FAQ instance as stored: in its default language (the first key of `translations`), plus
 * the localized fields of every language it has, swapped in per request.
 */
export type StoredInstance = Instance & {
  translations: Partial<Record<LanguageName, Translation>>;
};

const blankLinks = {
  headerSubTitle: null,
  formLink: null,
  logoLink: null,
  bigLogoLink: null,
  faviconLink: null,
  customerWebsiteLink: null,
  facebookLink: null,
  instagramLink: null,
  twitterLink: null,
  customCss: null,
  footerContent: null,
  googleAnalyticsCode: null,
  googleTagManagerCode: null,
};

function instance(
  name: string,
  translations: StoredInstance['translations'],
  extra: Partial<StoredInstance> = {},
): StoredInstance {
  const [defaultLanguage = 'english', defaultTranslation] = Object.entries(translations)[0] ?? [];
  return {
    name,
    displayName: defaultTranslation?.displayName ?? name,
    headerTitle: defaultTranslation?.headerTitle ?? name,
    language: languageByName(defaultLanguage)?.id ?? DEFAULT_LANGUAGE.id,
    isDefault: false,
    availableLanguages: Object.keys(translations),
    templateType: 'default',
    creationTime: seedTimestamp(-400 * 24 * 60, 512),
    activeTopicCount: 0,
    publishedTopicCount: 0,
    defaultFormLink: `//faq.sidedesk.test/${name}/form`,
    ...blankLinks,
    isChatEnabled: false,
    isCookieMessageHidden: false,
    isFooterHidden: false,
    stickyButtonColor1: '#1a73e8',
    stickyButtonColor2: '#ffffff',
    stickyButtonColor3: '#0b57d0',
    stickyButtonTextColor1: '#ffffff',
    stickyButtonTextColor2: '#1a73e8',
    stickyButtonTextColor3: '#ffffff',
    translations,
    ...extra,
  };
}

export function createInstances(): StoredInstance[] {
  return [
    instance(
      'help-center',
      {
        english: { displayName: 'Help Center', headerTitle: 'How can we help you?' },
        norwegian: { displayName: 'Hjelpesenter', headerTitle: 'Hvordan kan vi hjelpe deg?' },
        swedish: { displayName: 'Hjälpcenter', headerTitle: 'Hur kan vi hjälpa dig?' },
        finnish: { displayName: 'Ohjekeskus', headerTitle: 'Miten voimme auttaa?' },
      },
      {
        isDefault: true,
        activeTopicCount: 128,
        publishedTopicCount: 117,
        headerSubTitle: 'Answers from our support team',
        logoLink: 'https://cdn.sidedesk.test/logo.svg',
        customerWebsiteLink: 'https://shop.example.com',
        isChatEnabled: true,
      },
    ),
    instance(
      'kundeservice',
      {
        norwegian: { displayName: 'Kundeservice', headerTitle: 'Spør oss om hva som helst' },
        english: { displayName: 'Customer Service', headerTitle: 'Ask us anything' },
        danish: { displayName: 'Kundeservice DK', headerTitle: 'Spørg os om hvad som helst' },
      },
      { activeTopicCount: 42, publishedTopicCount: 40, facebookLink: 'https://facebook.com/sidedesk' },
    ),
    instance(
      'developer-docs',
      { english: { displayName: 'Developer Docs', headerTitle: 'Build on the Ticket API' } },
      { templateType: 'documentation', activeTopicCount: 12, publishedTopicCount: 9, isFooterHidden: true },
    ),
    instance(
      'partner-portal',
      {
        english: { displayName: 'Partner Portal', headerTitle: 'Resources for resellers' },
        german: { displayName: 'Partnerportal', headerTitle: 'Ressourcen für Wiederverkäufer' },
      },
      // An unknown templateType and an empty instance: both must be shown, never crash.
      { templateType: 'classic-2019', isCookieMessageHidden: true },
    ),
  ];
}
