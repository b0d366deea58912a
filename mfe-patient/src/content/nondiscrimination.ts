import type { SiteSettings } from '@site/contracts/types';
import type { Section } from './types.ts';

/**
 * The notice of nondiscrimination and language assistance that US health care providers publish (Section 1557
 * of the Affordable Care Act). Slots: 'coordinator' (the practice's contacts from the settings), 'taglines'.
 */
export const nondiscriminationIntro = (s: SiteSettings) =>
  `${s.organization_name} follows federal civil rights laws. We do not discriminate, and we offer free help so that everyone can communicate with us.`;

export const nondiscriminationSections: readonly Section[] = [
  {
    id: 'commitment',
    heading: 'Our commitment',
    paragraphs: [
      'We comply with applicable federal civil rights laws and do not discriminate on the basis of race, color, national origin, age, disability or sex. We do not exclude people or treat them differently for any of these reasons.',
    ],
  },
  {
    id: 'free-help',
    heading: 'Free help we provide',
    subsections: [
      {
        heading: 'For people with disabilities',
        items: [
          'Qualified sign language interpreters.',
          'Written information in other formats: large print, audio, accessible electronic formats and others.',
        ],
      },
      {
        heading: 'For people whose first language is not English',
        items: ['Qualified interpreters.', 'Information written in other languages.'],
      },
    ],
    paragraphs: [
      'We offer the following at no cost. To ask for any of it, contact our Civil Rights Coordinator (details below).',
    ],
  },
  {
    id: 'grievance',
    heading: 'If you believe we have discriminated against you',
    paragraphs: [
      'If you believe we failed to provide these services or discriminated in another way, you can file a grievance with our Civil Rights Coordinator in person, by mail, by phone or by e-mail. If you need help filing a grievance, the coordinator will help you.',
    ],
    slot: 'coordinator',
  },
  {
    id: 'federal-complaint',
    heading: 'Complaints to the federal government',
    paragraphs: [
      'You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights, online, by mail or by phone.',
    ],
    links: [
      {
        title: 'Office for Civil Rights Complaint Portal',
        href: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
        description: 'File a civil rights complaint online.',
      },
      {
        title: 'How to file a civil rights complaint (HHS Office for Civil Rights)',
        href: 'https://www.hhs.gov/ocr/complaints/index.html',
        description: 'Complaint forms, the mailing address and the phone numbers of the Office for Civil Rights.',
      },
    ],
  },
  {
    id: 'language-assistance',
    heading: 'Language assistance',
    paragraphs: [
      'Free language help is available in every language. Below, the same message in English and in the languages most spoken in Ohio by people who are still learning English. Call the number shown, or dial 711 for the relay service.',
    ],
    slot: 'taglines',
  },
];

/**
 * The relay line on every tagline: 711 reaches the Telecommunications Relay Service (TTY, speech-to-speech,
 * captioned calls) from any phone in the United States, in Ohio through Ohio Relay Service, and connects to
 * the practice's number at no cost.
 */
export const RELAY_NUMBER = '711';

/**
 * A language-assistance tagline (45 CFR 92.11). `lang` and `dir` mark its language and direction for screen
 * readers and browsers (WCAG 3.1.2). `text` holds `{phone}` and `{relay}` once each, where the practice's
 * number and the relay line go.
 */
export interface Tagline {
  lang: string;
  dir?: 'rtl';
  /** The language's own name, in its own script. */
  language: string;
  /** The language's English name, for readers who do not read its script. */
  english: string;
  text: string;
}

/**
 * English and the languages most spoken by people with limited English proficiency in Ohio, in the order of
 * "Appendix A: Top 15 Non-English Languages by State" (HHS/CMS, from American Community Survey 2009–2013
 * data), the list HHS's Office for Civil Rights points to for Section 1557 taglines: Spanish, Chinese, German,
 * Arabic, Pennsylvania Dutch, Russian, French, Vietnamese, Cushite, Korean, Italian, Japanese, Dutch,
 * Ukrainian, Romanian. Chinese is given in simplified and traditional characters. "Cushite" names a language
 * family; its Ohio speakers are mostly Somali and Oromo speakers, so both have a tagline. Wording is the
 * practice's own: each says that language help, an interpreter included, and aids for people with
 * disabilities are free, and gives the number and the relay line.
 */
export const taglines: readonly Tagline[] = [
  {
    lang: 'en',
    language: 'English',
    english: 'English',
    text: 'ATTENTION: Free help is available to you: interpreters, information in other languages, and aids and services for people with disabilities, such as sign language interpreters and large print. Call {phone} (TTY: {relay}).',
  },
  {
    lang: 'es',
    language: 'Español',
    english: 'Spanish',
    text: 'ATENCIÓN: Si habla español, puede recibir ayuda gratuita con el idioma, incluido un intérprete. También ofrecemos sin costo ayudas y servicios para personas con discapacidad. Llame al {phone} (TTY: {relay}).',
  },
  {
    lang: 'zh-Hans',
    language: '简体中文',
    english: 'Chinese, simplified',
    text: '注意：如果您讲中文，您可以免费获得语言帮助，包括口译员。我们也免费为残障人士提供辅助工具和服务。请致电 {phone}（TTY：{relay}）。',
  },
  {
    lang: 'zh-Hant',
    language: '繁體中文',
    english: 'Chinese, traditional',
    text: '注意：如果您講中文，您可以免費獲得語言協助，包括口譯員。我們也免費為身心障礙人士提供輔助工具和服務。請致電 {phone}（TTY：{relay}）。',
  },
  {
    lang: 'de',
    language: 'Deutsch',
    english: 'German',
    text: 'ACHTUNG: Wenn Sie Deutsch sprechen, erhalten Sie kostenlose Hilfe in Ihrer Sprache, auch durch einen Dolmetscher. Hilfsmittel und Dienste für Menschen mit Behinderungen sind ebenfalls kostenlos. Rufen Sie {phone} an (TTY: {relay}).',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    language: 'العربية',
    english: 'Arabic',
    text: 'تنبيه: إذا كنت تتحدث العربية، يمكنك الحصول على مساعدة لغوية مجانية، بما في ذلك مترجم فوري. كما نقدم مجانًا وسائل وخدمات مساعدة للأشخاص ذوي الإعاقة. اتصل على الرقم {phone} (الهاتف النصي TTY: {relay}).',
  },
  {
    lang: 'pdc',
    language: 'Deitsch',
    english: 'Pennsylvania Dutch',
    text: 'ACHTUNG: Wann du Deitsch schwetzscht, kannscht du Hilf mit der Schprooch umsunscht griege, aa en Iwwersetzer. Hilf fer Leit mit Behinnerunge is aa umsunscht. Ruf {phone} (TTY: {relay}).',
  },
  {
    lang: 'ru',
    language: 'Русский',
    english: 'Russian',
    text: 'ВНИМАНИЕ: если вы говорите по-русски, вы можете бесплатно получить языковую помощь, в том числе услуги переводчика. Мы также бесплатно предоставляем вспомогательные средства и услуги для людей с инвалидностью. Звоните по номеру {phone} (TTY: {relay}).',
  },
  {
    lang: 'fr',
    language: 'Français',
    english: 'French',
    text: 'ATTENTION : si vous parlez français, vous pouvez obtenir gratuitement une aide linguistique, y compris un interprète. Nous offrons aussi gratuitement des aides et des services aux personnes handicapées. Appelez le {phone} (TTY : {relay}).',
  },
  {
    lang: 'vi',
    language: 'Tiếng Việt',
    english: 'Vietnamese',
    text: 'CHÚ Ý: Nếu quý vị nói tiếng Việt, quý vị có thể nhận trợ giúp ngôn ngữ miễn phí, kể cả thông dịch viên. Chúng tôi cũng cung cấp miễn phí các phương tiện và dịch vụ hỗ trợ cho người khuyết tật. Xin gọi số {phone} (TTY: {relay}).',
  },
  {
    lang: 'so',
    language: 'Af-Soomaali',
    english: 'Somali',
    text: 'FIIRO GAAR AH: Haddii aad ku hadasho Af-Soomaali, waxaad heli kartaa caawimaad luqadeed oo bilaash ah, oo ay ku jirto turjumaan. Sidoo kale waxaan si bilaash ah u bixinnaa qalab iyo adeegyo loogu talagalay dadka naafada ah. Wac {phone} (TTY: {relay}).',
  },
  {
    lang: 'om',
    language: 'Afaan Oromoo',
    english: 'Oromo',
    text: 'XIYYEEFFANNAA: Yoo Afaan Oromoo dubbattu taʼe, gargaarsa afaanii, turjumaana dabalatee, kaffaltii malee argachuu ni dandeessu. Gargaarsi fi tajaajilli namoota qaama miidhamtootaaf taʼus kaffaltii malee ni kennama. Bilbilaa {phone} (TTY: {relay}).',
  },
  {
    lang: 'ko',
    language: '한국어',
    english: 'Korean',
    text: '주의: 한국어를 사용하시는 경우, 통역사를 포함한 언어 지원을 무료로 받으실 수 있습니다. 장애가 있는 분들을 위한 보조 도구와 서비스도 무료로 제공합니다. {phone}(TTY: {relay})번으로 전화하십시오.',
  },
  {
    lang: 'it',
    language: 'Italiano',
    english: 'Italian',
    text: 'ATTENZIONE: se parla italiano, può ricevere gratuitamente assistenza linguistica, compreso un interprete. Offriamo gratuitamente anche ausili e servizi per le persone con disabilità. Chiami il numero {phone} (TTY: {relay}).',
  },
  {
    lang: 'ja',
    language: '日本語',
    english: 'Japanese',
    text: 'ご注意：日本語を話される方は、通訳を含む言語支援を無料でご利用いただけます。障がいのある方のための補助具やサービスも無料でご提供しています。{phone}（TTY：{relay}）までお電話ください。',
  },
  {
    lang: 'nl',
    language: 'Nederlands',
    english: 'Dutch',
    text: 'LET OP: als u Nederlands spreekt, kunt u gratis taalhulp krijgen, ook een tolk. Hulpmiddelen en diensten voor mensen met een beperking zijn ook gratis. Bel {phone} (TTY: {relay}).',
  },
  {
    lang: 'uk',
    language: 'Українська',
    english: 'Ukrainian',
    text: 'УВАГА: якщо ви розмовляєте українською, ви можете безкоштовно отримати мовну допомогу, зокрема послуги перекладача. Ми також безкоштовно надаємо допоміжні засоби та послуги для людей з інвалідністю. Телефонуйте за номером {phone} (TTY: {relay}).',
  },
  {
    lang: 'ro',
    language: 'Română',
    english: 'Romanian',
    text: 'ATENȚIE: Dacă vorbiți limba română, puteți primi gratuit asistență lingvistică, inclusiv un interpret. Oferim gratuit și mijloace și servicii de sprijin pentru persoanele cu dizabilități. Sunați la {phone} (TTY: {relay}).',
  },
];

export const coordinatorRole = 'Civil Rights Coordinator';
