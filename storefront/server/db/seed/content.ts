/**
 * Site settings and CMS content the shop opens with (SPEC §3 "site setting (slug)",
 * "CMS page (meta.type, meta.api_url)"; §7 GET api/cms/meta). Staff change them later;
 * the seed only fills what is missing.
 */
import type { CmsMenu, CmsPageType, LocalisedText } from '../schema';
import { DEFAULT_ASSEMBLY_DAYS } from '../../services/site-settings';

export const seedSettings: { slug: string; value: string; valueByCurrency?: { gbp: string; eur: string } }[] = [
  { slug: 'site-name', value: 'Rigsmith' },
  { slug: 'support-email', value: 'support@rigsmith.example' },
  { slug: 'support-phone', value: '+44 20 7946 0000' },
  /** Working days to assemble and test a build once its parts are in (builds' shipping days). */
  { slug: 'assembly-days', value: String(DEFAULT_ASSEMBLY_DAYS) },
  /** Assembling and testing a custom build, added to its parts' prices; minor units incl. VAT (services/offers.ts). */
  { slug: 'assembly-fee', value: '9900', valueByCurrency: { gbp: '9900', eur: '11900' } },
  /** Orders whose subtotal after discount reaches this ship free; minor units of the country's currency incl. VAT. */
  { slug: 'free-shipping-threshold', value: '10000', valueByCurrency: { gbp: '10000', eur: '12000' } },
  /** The flat fee below the threshold, unless the order has a PC build (services/summary.ts); minor units incl. VAT. */
  { slug: 'shipping-fee', value: '995', valueByCurrency: { gbp: '995', eur: '1195' } },
  /** SPEC §5 "Maximum saved addresses: 6". */
  { slug: 'max-saved-addresses', value: '6' },
  { slug: 'warranty-years', value: '3' },
  /** Where legacy paths lead (db/seed/redirects.ts `main-shop` targets); no trailing slash. */
  { slug: 'main-shop-url', value: 'https://www.rigsmith.example' },
];

export const seedCmsPages: { slug: string; type: CmsPageType; titles: LocalisedText }[] = [
  {
    slug: 'about',
    type: 'content',
    titles: { 'en-GB': 'About Rigsmith', 'fr-FR': 'À propos de Rigsmith', 'it-IT': 'Chi siamo', 'es-ES': 'Sobre Rigsmith', 'de-DE': 'Über Rigsmith' },
  },
  {
    slug: 'warranty',
    type: 'content',
    titles: { 'en-GB': 'Warranty', 'fr-FR': 'Garantie', 'it-IT': 'Garanzia', 'es-ES': 'Garantía', 'de-DE': 'Garantie' },
  },
  {
    slug: 'delivery',
    type: 'content',
    titles: { 'en-GB': 'Delivery', 'fr-FR': 'Livraison', 'it-IT': 'Spedizione', 'es-ES': 'Envío', 'de-DE': 'Lieferung' },
  },
  {
    slug: 'privacy',
    type: 'legal',
    titles: {
      'en-GB': 'Privacy policy',
      'fr-FR': 'Politique de confidentialité',
      'it-IT': 'Informativa sulla privacy',
      'es-ES': 'Política de privacidad',
      'de-DE': 'Datenschutzerklärung',
    },
  },
  {
    slug: 'terms',
    type: 'legal',
    titles: {
      'en-GB': 'Terms and conditions',
      'fr-FR': 'Conditions générales de vente',
      'it-IT': 'Termini e condizioni',
      'es-ES': 'Términos y condiciones',
      'de-DE': 'Allgemeine Geschäftsbedingungen',
    },
  },
  {
    // The published accessibility statement (docs/accessibility.md), in the footer of every storefront.
    slug: 'accessibility',
    type: 'legal',
    titles: {
      'en-GB': 'Accessibility',
      'fr-FR': 'Accessibilité',
      'it-IT': 'Accessibilità',
      'es-ES': 'Accesibilidad',
      'de-DE': 'Barrierefreiheit',
    },
  },
];

export const seedCmsLinks: { menu: CmsMenu; href: string; labels: LocalisedText }[] = [
  {
    menu: 'main',
    href: '/gaming-pcs',
    labels: { 'en-GB': 'Gaming PCs', 'fr-FR': 'PC gamer', 'it-IT': 'PC da gaming', 'es-ES': 'PC gaming', 'de-DE': 'Gaming-PCs' },
  },
  {
    menu: 'main',
    href: '/models',
    labels: { 'en-GB': 'Models', 'fr-FR': 'Modèles', 'it-IT': 'Modelli', 'es-ES': 'Modelos', 'de-DE': 'Modelle' },
  },
  {
    menu: 'main',
    href: '/custom-pc-builder/customiser',
    labels: {
      'en-GB': 'Custom PC Builder',
      'fr-FR': 'Configurateur de PC',
      'it-IT': 'Configuratore PC',
      'es-ES': 'Configurador de PC',
      'de-DE': 'PC-Konfigurator',
    },
  },
  {
    menu: 'main',
    href: '/games',
    labels: { 'en-GB': 'Games', 'fr-FR': 'Jeux', 'it-IT': 'Giochi', 'es-ES': 'Juegos', 'de-DE': 'Spiele' },
  },
  {
    menu: 'main',
    href: '/contact-us',
    labels: { 'en-GB': 'Contact us', 'fr-FR': 'Contact', 'it-IT': 'Contattaci', 'es-ES': 'Contacto', 'de-DE': 'Kontakt' },
  },
  ...seedCmsPages.map((page) => ({ menu: 'footer' as const, href: `/${page.slug}`, labels: page.titles })),
];
