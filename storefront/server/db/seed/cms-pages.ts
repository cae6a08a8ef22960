/**
 * The content pages' text in the five storefront languages (GET api/cms/pages/{slug}/):
 * the pages the footer links to (seed/content.ts `seedCmsPages`). Structured blocks, never
 * HTML. Figures match the seeded settings (3-year warranty, free delivery from £100 / 120 €,
 * £9.95 / 11,95 € otherwise, builds assembled and tested in 2 working days).
 */
import type { CmsBlock } from '@rigsmith/kit/api';
import type { LocaleTag } from '@rigsmith/kit/domain';

type PageText = { seo: string; body: CmsBlock[] };

const h2 = (text: string): CmsBlock => ({ type: 'heading', level: 2, text });
const h3 = (text: string): CmsBlock => ({ type: 'heading', level: 3, text });
const p = (text: string): CmsBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): CmsBlock => ({ type: 'list', ordered: false, items });
const ol = (...items: string[]): CmsBlock => ({ type: 'list', ordered: true, items });
const a = (label: string, href: string): CmsBlock => ({ type: 'link', label, href });

const SUPPORT_EMAIL = 'mailto:support@rigsmith.example';

export const seedCmsPageTexts: Record<string, Record<LocaleTag, PageText>> = {
  about: {
    'en-GB': {
      seo: 'Rigsmith builds gaming PCs to order in the UK and Europe: hand-assembled, stress-tested and backed by a three-year warranty.',
      body: [
        p(
          'Rigsmith started in 2014 in a small workshop with one idea: a gaming PC should arrive ready to play, quiet, and built from parts that belong together.',
        ),
        h2('How we build'),
        ul(
          'Every build is assembled by hand by one technician, from start to finish.',
          'Each PC is stress-tested for hours before it leaves us.',
          'Cables are routed and tied so the airflow works as designed.',
        ),
        h2('Who we are'),
        p('A team of builders, support staff and gamers in London, Lyon, Milan, Madrid and Berlin, answering in your language.'),
        a('Build your own PC', '/custom-pc-builder/customiser'),
        a('Contact us', '/contact-us'),
      ],
    },
    'fr-FR': {
      seo: 'Rigsmith assemble des PC gamer à la commande au Royaume-Uni et en Europe : montés à la main, testés sous charge et garantis trois ans.',
      body: [
        p(
          'Rigsmith est né en 2014 dans un petit atelier avec une idée simple : un PC gamer doit arriver prêt à jouer, silencieux et composé de pièces faites pour aller ensemble.',
        ),
        h2('Notre façon de monter'),
        ul(
          'Chaque PC est monté à la main par un seul technicien, du début à la fin.',
          'Chaque PC est testé sous charge pendant des heures avant de partir.',
          'Les câbles sont rangés et attachés pour que le flux d’air fonctionne comme prévu.',
        ),
        h2('Qui sommes-nous'),
        p('Une équipe de monteurs, de conseillers et de joueurs à Londres, Lyon, Milan, Madrid et Berlin, qui vous répond dans votre langue.'),
        a('Configurer votre PC', '/custom-pc-builder/customiser'),
        a('Nous contacter', '/contact-us'),
      ],
    },
    'it-IT': {
      seo: 'Rigsmith assembla PC da gaming su ordinazione nel Regno Unito e in Europa: montati a mano, collaudati sotto sforzo e con tre anni di garanzia.',
      body: [
        p(
          'Rigsmith è nata nel 2014 in un piccolo laboratorio con un’idea: un PC da gaming deve arrivare pronto per giocare, silenzioso e fatto di componenti che stanno bene insieme.',
        ),
        h2('Come assembliamo'),
        ul(
          'Ogni PC è montato a mano da un solo tecnico, dall’inizio alla fine.',
          'Ogni PC viene collaudato sotto sforzo per ore prima della spedizione.',
          'I cavi sono ordinati e fissati perché il flusso d’aria funzioni come previsto.',
        ),
        h2('Chi siamo'),
        p('Una squadra di tecnici, assistenti e giocatori a Londra, Lione, Milano, Madrid e Berlino, che risponde nella tua lingua.'),
        a('Configura il tuo PC', '/custom-pc-builder/customiser'),
        a('Contattaci', '/contact-us'),
      ],
    },
    'es-ES': {
      seo: 'Rigsmith monta PC gaming por encargo en el Reino Unido y Europa: ensamblados a mano, probados a fondo y con tres años de garantía.',
      body: [
        p(
          'Rigsmith nació en 2014 en un pequeño taller con una idea: un PC gaming debe llegar listo para jugar, silencioso y con piezas que encajen entre sí.',
        ),
        h2('Cómo montamos'),
        ul(
          'Cada PC lo monta a mano un solo técnico, de principio a fin.',
          'Cada PC se somete a pruebas de estrés durante horas antes del envío.',
          'Los cables se ordenan y se fijan para que el flujo de aire funcione como debe.',
        ),
        h2('Quiénes somos'),
        p('Un equipo de montadores, asesores y jugadores en Londres, Lyon, Milán, Madrid y Berlín que te atiende en tu idioma.'),
        a('Configura tu PC', '/custom-pc-builder/customiser'),
        a('Contacto', '/contact-us'),
      ],
    },
    'de-DE': {
      seo: 'Rigsmith baut Gaming-PCs auf Bestellung in Großbritannien und Europa: von Hand montiert, unter Last getestet und mit drei Jahren Garantie.',
      body: [
        p(
          'Rigsmith begann 2014 in einer kleinen Werkstatt mit einer Idee: Ein Gaming-PC soll spielbereit und leise ankommen, gebaut aus Teilen, die zusammenpassen.',
        ),
        h2('So bauen wir'),
        ul(
          'Jeder PC wird von einem einzigen Techniker von Anfang bis Ende von Hand gebaut.',
          'Jeder PC wird vor dem Versand stundenlang unter Last getestet.',
          'Kabel werden verlegt und fixiert, damit der Luftstrom wie geplant funktioniert.',
        ),
        h2('Wer wir sind'),
        p('Ein Team aus Technikern, Beratern und Gamern in London, Lyon, Mailand, Madrid und Berlin, das Ihnen in Ihrer Sprache antwortet.'),
        a('PC selbst konfigurieren', '/custom-pc-builder/customiser'),
        a('Kontakt', '/contact-us'),
      ],
    },
  },
  warranty: {
    'en-GB': {
      seo: 'Every Rigsmith gaming PC comes with a three-year warranty covering parts and labour, with free collection in the first year.',
      body: [
        p('Every Rigsmith PC comes with a three-year warranty on parts and labour, starting on the day it is delivered.'),
        h2('What is covered'),
        ul(
          'Faulty parts are repaired or replaced at no cost.',
          'Labour for the repair and the stress test afterwards.',
          'Collection and return delivery in the first year.',
        ),
        h2('What is not covered'),
        ul(
          'Damage from accidents, liquids or power surges.',
          'Parts you have added or changed yourself, and the damage they cause.',
          'Software problems, viruses and lost data.',
        ),
        h2('How to make a claim'),
        ol(
          'Contact our support team with your order reference and a description of the fault.',
          'We diagnose the fault with you, remotely where we can.',
          'If the PC needs to come back, we arrange a collection.',
          'We repair, test and return it, usually within ten working days.',
        ),
        h3('Before you send your PC'),
        p('Back up your data and remove any parts you added yourself. Use the original packaging if you still have it.'),
        a('Email support', SUPPORT_EMAIL),
      ],
    },
    'fr-FR': {
      seo: 'Chaque PC gamer Rigsmith est garanti trois ans pièces et main-d’œuvre, avec enlèvement gratuit la première année.',
      body: [
        p('Chaque PC Rigsmith est garanti trois ans pièces et main-d’œuvre, à compter du jour de la livraison.'),
        h2('Ce qui est couvert'),
        ul(
          'Les pièces défectueuses sont réparées ou remplacées gratuitement.',
          'La main-d’œuvre de la réparation et le test sous charge qui suit.',
          'L’enlèvement et le retour la première année.',
        ),
        h2('Ce qui n’est pas couvert'),
        ul(
          'Les dommages dus à un accident, à un liquide ou à une surtension.',
          'Les pièces que vous avez ajoutées ou changées vous-même, et les dommages qu’elles causent.',
          'Les problèmes logiciels, les virus et les données perdues.',
        ),
        h2('Faire une demande'),
        ol(
          'Contactez notre support avec votre référence de commande et une description de la panne.',
          'Nous diagnostiquons la panne avec vous, à distance si possible.',
          'Si le PC doit revenir, nous organisons l’enlèvement.',
          'Nous le réparons, le testons et le renvoyons, en général sous dix jours ouvrés.',
        ),
        h3('Avant d’envoyer votre PC'),
        p('Sauvegardez vos données et retirez les pièces que vous avez ajoutées. Utilisez l’emballage d’origine si vous l’avez encore.'),
        a('Écrire au support', SUPPORT_EMAIL),
      ],
    },
    'it-IT': {
      seo: 'Ogni PC da gaming Rigsmith ha tre anni di garanzia su componenti e manodopera, con ritiro gratuito nel primo anno.',
      body: [
        p('Ogni PC Rigsmith ha una garanzia di tre anni su componenti e manodopera, a partire dal giorno della consegna.'),
        h2('Cosa copre'),
        ul(
          'I componenti difettosi vengono riparati o sostituiti gratuitamente.',
          'La manodopera per la riparazione e il collaudo successivo.',
          'Ritiro e riconsegna nel primo anno.',
        ),
        h2('Cosa non copre'),
        ul(
          'Danni da incidenti, liquidi o sovratensioni.',
          'Componenti aggiunti o sostituiti da te e i danni che causano.',
          'Problemi software, virus e dati persi.',
        ),
        h2('Come aprire una richiesta'),
        ol(
          'Contatta l’assistenza con il riferimento dell’ordine e una descrizione del guasto.',
          'Diagnostichiamo il guasto insieme a te, da remoto quando possibile.',
          'Se il PC deve tornare da noi, organizziamo il ritiro.',
          'Lo ripariamo, lo collaudiamo e te lo rispediamo, di solito entro dieci giorni lavorativi.',
        ),
        h3('Prima di spedire il PC'),
        p('Fai un backup dei dati e rimuovi i componenti che hai aggiunto. Usa l’imballaggio originale se lo hai ancora.'),
        a('Scrivi all’assistenza', SUPPORT_EMAIL),
      ],
    },
    'es-ES': {
      seo: 'Todos los PC gaming de Rigsmith tienen tres años de garantía en piezas y mano de obra, con recogida gratuita el primer año.',
      body: [
        p('Todos los PC de Rigsmith tienen tres años de garantía en piezas y mano de obra desde el día de la entrega.'),
        h2('Qué cubre'),
        ul(
          'Las piezas defectuosas se reparan o se sustituyen sin coste.',
          'La mano de obra de la reparación y la prueba de estrés posterior.',
          'La recogida y la devolución durante el primer año.',
        ),
        h2('Qué no cubre'),
        ul(
          'Daños por accidentes, líquidos o subidas de tensión.',
          'Piezas que hayas añadido o cambiado tú, y los daños que causen.',
          'Problemas de software, virus y datos perdidos.',
        ),
        h2('Cómo reclamar'),
        ol(
          'Contacta con soporte indicando la referencia del pedido y el fallo.',
          'Diagnosticamos el fallo contigo, a distancia cuando es posible.',
          'Si el PC tiene que volver, organizamos la recogida.',
          'Lo reparamos, lo probamos y te lo devolvemos, normalmente en diez días laborables.',
        ),
        h3('Antes de enviar tu PC'),
        p('Haz una copia de seguridad de tus datos y retira las piezas que hayas añadido. Usa el embalaje original si aún lo tienes.'),
        a('Escribir a soporte', SUPPORT_EMAIL),
      ],
    },
    'de-DE': {
      seo: 'Jeder Rigsmith Gaming-PC hat drei Jahre Garantie auf Teile und Arbeit, mit kostenloser Abholung im ersten Jahr.',
      body: [
        p('Jeder Rigsmith-PC hat drei Jahre Garantie auf Teile und Arbeit, ab dem Tag der Lieferung.'),
        h2('Was abgedeckt ist'),
        ul(
          'Defekte Teile werden kostenlos repariert oder ersetzt.',
          'Die Arbeitszeit für die Reparatur und den anschließenden Belastungstest.',
          'Abholung und Rücksendung im ersten Jahr.',
        ),
        h2('Was nicht abgedeckt ist'),
        ul(
          'Schäden durch Unfälle, Flüssigkeiten oder Überspannung.',
          'Teile, die Sie selbst eingebaut oder getauscht haben, und Schäden durch sie.',
          'Softwareprobleme, Viren und verlorene Daten.',
        ),
        h2('So melden Sie einen Garantiefall'),
        ol(
          'Schreiben Sie dem Support mit Ihrer Bestellnummer und einer Beschreibung des Fehlers.',
          'Wir grenzen den Fehler gemeinsam mit Ihnen ein, wenn möglich per Fernwartung.',
          'Muss der PC zurück, organisieren wir die Abholung.',
          'Wir reparieren, testen und senden ihn zurück, meist innerhalb von zehn Werktagen.',
        ),
        h3('Bevor Sie Ihren PC einschicken'),
        p('Sichern Sie Ihre Daten und entfernen Sie selbst eingebaute Teile. Verwenden Sie die Originalverpackung, falls vorhanden.'),
        a('E-Mail an den Support', SUPPORT_EMAIL),
      ],
    },
  },
  delivery: {
    'en-GB': {
      seo: 'Delivery and returns at Rigsmith: free delivery on orders from £100, builds assembled and tested in 2 working days, 14 days to change your mind.',
      body: [
        p(
          'Parts and accessories in stock leave us the next working day. A PC build is assembled and tested first, which takes 2 working days once its parts are in.',
        ),
        h2('Delivery costs'),
        ul('Free delivery on orders from £100.', 'Orders under £100: £9.95.', 'Every order with a PC build ships free.'),
        h2('Tracking'),
        p('We email you a tracking link when your order leaves us. A PC arrives on a pallet-safe courier service and needs a signature.'),
        h2('Returns'),
        p(
          'You have 14 days from delivery to change your mind. Tell us, then send the items back unused in their original packaging; we refund you within 14 days of receiving them.',
        ),
        a('Warranty', '/warranty'),
        a('Terms and conditions', '/terms'),
      ],
    },
    'fr-FR': {
      seo: 'Livraison et retours chez Rigsmith : livraison offerte dès 120 €, PC montés et testés en 2 jours ouvrés, 14 jours pour changer d’avis.',
      body: [
        p(
          'Les pièces et accessoires en stock partent le jour ouvré suivant. Un PC est d’abord monté et testé, ce qui prend 2 jours ouvrés une fois ses pièces reçues.',
        ),
        h2('Frais de livraison'),
        ul('Livraison offerte dès 120 € d’achat.', 'Commandes de moins de 120 € : 11,95 €.', 'Toute commande avec un PC est livrée gratuitement.'),
        h2('Suivi'),
        p('Nous vous envoyons un lien de suivi dès que votre commande part. Un PC est livré par un transporteur spécialisé, contre signature.'),
        h2('Retours'),
        p(
          'Vous avez 14 jours après la livraison pour changer d’avis. Prévenez-nous, puis renvoyez les articles inutilisés dans leur emballage d’origine ; nous vous remboursons sous 14 jours après réception.',
        ),
        a('Garantie', '/warranty'),
        a('Conditions générales de vente', '/terms'),
      ],
    },
    'it-IT': {
      seo: 'Spedizione e resi Rigsmith: spedizione gratuita da 120 €, PC assemblati e collaudati in 2 giorni lavorativi, 14 giorni per ripensarci.',
      body: [
        p(
          'Componenti e accessori disponibili partono il giorno lavorativo successivo. Un PC viene prima assemblato e collaudato: servono 2 giorni lavorativi dall’arrivo dei componenti.',
        ),
        h2('Costi di spedizione'),
        ul('Spedizione gratuita per ordini da 120 €.', 'Ordini sotto i 120 €: 11,95 €.', 'Ogni ordine con un PC viene spedito gratis.'),
        h2('Tracciamento'),
        p(
          'Ti inviamo un link di tracciamento quando l’ordine parte. Un PC viaggia con un corriere specializzato e richiede una firma alla consegna.',
        ),
        h2('Resi'),
        p(
          'Hai 14 giorni dalla consegna per ripensarci. Avvisaci e rispedisci gli articoli inutilizzati nella confezione originale; ti rimborsiamo entro 14 giorni dal ricevimento.',
        ),
        a('Garanzia', '/warranty'),
        a('Termini e condizioni', '/terms'),
      ],
    },
    'es-ES': {
      seo: 'Envíos y devoluciones en Rigsmith: envío gratis desde 120 €, PC montados y probados en 2 días laborables, 14 días para cambiar de opinión.',
      body: [
        p(
          'Las piezas y accesorios en stock salen al día laborable siguiente. Un PC primero se monta y se prueba, lo que lleva 2 días laborables desde que llegan sus piezas.',
        ),
        h2('Gastos de envío'),
        ul('Envío gratis en pedidos desde 120 €.', 'Pedidos de menos de 120 €: 11,95 €.', 'Todo pedido con un PC se envía gratis.'),
        h2('Seguimiento'),
        p('Te enviamos un enlace de seguimiento cuando sale tu pedido. Un PC viaja con un transportista especializado y se entrega con firma.'),
        h2('Devoluciones'),
        p(
          'Tienes 14 días desde la entrega para cambiar de opinión. Avísanos y devuelve los artículos sin usar en su embalaje original; te reembolsamos en 14 días desde que los recibimos.',
        ),
        a('Garantía', '/warranty'),
        a('Términos y condiciones', '/terms'),
      ],
    },
    'de-DE': {
      seo: 'Lieferung und Rückgabe bei Rigsmith: kostenloser Versand ab 120 €, PCs in 2 Werktagen montiert und getestet, 14 Tage Widerrufsrecht.',
      body: [
        p(
          'Lagernde Teile und Zubehör verlassen uns am nächsten Werktag. Ein PC wird zuerst montiert und getestet; das dauert 2 Werktage, sobald seine Teile da sind.',
        ),
        h2('Versandkosten'),
        ul(
          'Kostenloser Versand ab 120 € Bestellwert.',
          'Bestellungen unter 120 €: 11,95 €.',
          'Jede Bestellung mit einem PC wird kostenlos versandt.',
        ),
        h2('Sendungsverfolgung'),
        p(
          'Sobald Ihre Bestellung unterwegs ist, erhalten Sie per E-Mail einen Link zur Sendungsverfolgung. Ein PC kommt per Spezialversand und nur gegen Unterschrift.',
        ),
        h2('Rückgabe'),
        p(
          'Sie können innerhalb von 14 Tagen nach der Lieferung widerrufen. Sagen Sie uns Bescheid und senden Sie die Artikel unbenutzt in der Originalverpackung zurück; wir erstatten innerhalb von 14 Tagen nach Eingang.',
        ),
        a('Garantie', '/warranty'),
        a('Allgemeine Geschäftsbedingungen', '/terms'),
      ],
    },
  },
  privacy: {
    'en-GB': {
      seo: 'How Rigsmith collects, uses and protects your personal data, and how to exercise your rights under the UK GDPR.',
      body: [
        p('Rigsmith Ltd is the controller of the personal data you give us when you shop, create an account or contact us.'),
        h2('What we collect'),
        ul(
          'Your name, email address, phone number and delivery addresses.',
          'Your orders, saved builds and payment status (never your full card number).',
          'Technical data such as your browser and the pages you visit, when you accept analytics cookies.',
        ),
        h2('Why we use it'),
        ul(
          'To deliver your order and support it under warranty.',
          'To keep your account secure.',
          'To send you news and offers, only if you asked for them.',
        ),
        h2('Your rights'),
        p('You can ask for a copy of your data, have it corrected or deleted, and object to its use. Write to us and we answer within one month.'),
        h3('Cookies'),
        p('Required cookies keep your basket and your sign-in. Analytics cookies are set only if you accept them.'),
        a('Email our privacy team', 'mailto:privacy@rigsmith.example'),
      ],
    },
    'fr-FR': {
      seo: 'Comment Rigsmith collecte, utilise et protège vos données personnelles, et comment exercer vos droits au titre du RGPD.',
      body: [
        p(
          'Rigsmith Ltd est responsable du traitement des données personnelles que vous nous confiez lors d’un achat, de la création d’un compte ou d’un contact.',
        ),
        h2('Ce que nous collectons'),
        ul(
          'Vos nom, adresse e-mail, numéro de téléphone et adresses de livraison.',
          'Vos commandes, configurations enregistrées et l’état de vos paiements (jamais votre numéro de carte complet).',
          'Des données techniques comme votre navigateur et les pages consultées, si vous acceptez les cookies de mesure d’audience.',
        ),
        h2('Pourquoi nous les utilisons'),
        ul(
          'Pour livrer votre commande et assurer la garantie.',
          'Pour protéger votre compte.',
          'Pour vous envoyer nos actualités et offres, uniquement si vous l’avez demandé.',
        ),
        h2('Vos droits'),
        p(
          'Vous pouvez obtenir une copie de vos données, les faire rectifier ou effacer, et vous opposer à leur utilisation. Écrivez-nous : nous répondons sous un mois.',
        ),
        h3('Cookies'),
        p(
          'Les cookies nécessaires conservent votre panier et votre connexion. Les cookies de mesure d’audience ne sont déposés qu’avec votre accord.',
        ),
        a('Écrire à notre équipe données personnelles', 'mailto:privacy@rigsmith.example'),
      ],
    },
    'it-IT': {
      seo: 'Come Rigsmith raccoglie, usa e protegge i tuoi dati personali e come esercitare i tuoi diritti secondo il GDPR.',
      body: [
        p('Rigsmith Ltd è titolare del trattamento dei dati personali che ci fornisci quando acquisti, crei un account o ci contatti.'),
        h2('Cosa raccogliamo'),
        ul(
          'Nome, indirizzo email, numero di telefono e indirizzi di consegna.',
          'Ordini, configurazioni salvate e stato dei pagamenti (mai il numero completo della carta).',
          'Dati tecnici come il browser e le pagine visitate, se accetti i cookie statistici.',
        ),
        h2('Perché li usiamo'),
        ul(
          'Per consegnare l’ordine e gestire la garanzia.',
          'Per proteggere il tuo account.',
          'Per inviarti novità e offerte, solo se le hai richieste.',
        ),
        h2('I tuoi diritti'),
        p('Puoi chiedere una copia dei tuoi dati, farli correggere o cancellare e opporti al loro uso. Scrivici: rispondiamo entro un mese.'),
        h3('Cookie'),
        p('I cookie necessari conservano il carrello e l’accesso. I cookie statistici vengono impostati solo con il tuo consenso.'),
        a('Scrivi al nostro team privacy', 'mailto:privacy@rigsmith.example'),
      ],
    },
    'es-ES': {
      seo: 'Cómo recoge, usa y protege Rigsmith tus datos personales y cómo ejercer tus derechos según el RGPD.',
      body: [
        p('Rigsmith Ltd es responsable del tratamiento de los datos personales que nos das al comprar, crear una cuenta o contactarnos.'),
        h2('Qué recogemos'),
        ul(
          'Tu nombre, correo electrónico, teléfono y direcciones de entrega.',
          'Tus pedidos, configuraciones guardadas y el estado de los pagos (nunca el número completo de tu tarjeta).',
          'Datos técnicos como tu navegador y las páginas que visitas, si aceptas las cookies analíticas.',
        ),
        h2('Para qué los usamos'),
        ul(
          'Para entregar tu pedido y atender la garantía.',
          'Para mantener segura tu cuenta.',
          'Para enviarte novedades y ofertas, solo si las has pedido.',
        ),
        h2('Tus derechos'),
        p('Puedes pedir una copia de tus datos, corregirlos o suprimirlos y oponerte a su uso. Escríbenos y respondemos en un mes.'),
        h3('Cookies'),
        p('Las cookies necesarias guardan tu cesta y tu sesión. Las cookies analíticas solo se instalan si las aceptas.'),
        a('Escribir a nuestro equipo de privacidad', 'mailto:privacy@rigsmith.example'),
      ],
    },
    'de-DE': {
      seo: 'Wie Rigsmith Ihre personenbezogenen Daten erhebt, nutzt und schützt und wie Sie Ihre Rechte nach der DSGVO ausüben.',
      body: [
        p(
          'Rigsmith Ltd ist verantwortlich für die personenbezogenen Daten, die Sie uns beim Einkauf, bei der Kontoeröffnung oder bei einer Anfrage geben.',
        ),
        h2('Welche Daten wir erheben'),
        ul(
          'Name, E-Mail-Adresse, Telefonnummer und Lieferadressen.',
          'Bestellungen, gespeicherte Konfigurationen und Zahlungsstatus (nie Ihre vollständige Kartennummer).',
          'Technische Daten wie Browser und besuchte Seiten, wenn Sie Analyse-Cookies zustimmen.',
        ),
        h2('Wofür wir sie nutzen'),
        ul(
          'Um Ihre Bestellung zu liefern und Garantiefälle zu bearbeiten.',
          'Um Ihr Konto zu schützen.',
          'Um Ihnen Neuigkeiten und Angebote zu senden, nur wenn Sie das wünschen.',
        ),
        h2('Ihre Rechte'),
        p(
          'Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen und der Nutzung widersprechen. Schreiben Sie uns; wir antworten innerhalb eines Monats.',
        ),
        h3('Cookies'),
        p('Notwendige Cookies speichern Ihren Warenkorb und Ihre Anmeldung. Analyse-Cookies setzen wir nur mit Ihrer Zustimmung.'),
        a('E-Mail an unser Datenschutzteam', 'mailto:privacy@rigsmith.example'),
      ],
    },
  },
  terms: {
    'en-GB': {
      seo: 'The terms and conditions for buying gaming PCs, parts and accessories from Rigsmith.',
      body: [
        p('These terms apply to every order placed on this site. Please read them before you buy.'),
        h2('Your order'),
        ol(
          'Placing an order is an offer to buy; we accept it when we email your order confirmation.',
          'Prices include VAT at the rate of your delivery country.',
          'If a part becomes unavailable, we offer you an equal or better one, or a refund.',
        ),
        h2('Payment'),
        p('We take payment when you place the order. A PC build goes into assembly once the payment is confirmed.'),
        h2('Cancelling and returns'),
        p(
          'You may cancel within 14 days of delivery. A PC configured to your own specification can be returned only if it is faulty, as set out in our warranty.',
        ),
        h2('Liability'),
        p('Nothing in these terms limits your statutory rights as a consumer.'),
        a('Delivery and returns', '/delivery'),
        a('Privacy policy', '/privacy'),
      ],
    },
    'fr-FR': {
      seo: 'Les conditions générales de vente des PC gamer, composants et accessoires Rigsmith.',
      body: [
        p('Ces conditions s’appliquent à toute commande passée sur ce site. Merci de les lire avant votre achat.'),
        h2('Votre commande'),
        ol(
          'Passer commande est une offre d’achat ; nous l’acceptons en vous envoyant la confirmation de commande par e-mail.',
          'Les prix incluent la TVA au taux de votre pays de livraison.',
          'Si une pièce devient indisponible, nous vous proposons une pièce équivalente ou supérieure, ou un remboursement.',
        ),
        h2('Paiement'),
        p('Le paiement est débité à la commande. Un PC part au montage dès que le paiement est confirmé.'),
        h2('Rétractation et retours'),
        p(
          'Vous disposez de 14 jours après la livraison pour vous rétracter. Un PC configuré selon vos spécifications ne peut être retourné qu’en cas de panne, selon notre garantie.',
        ),
        h2('Responsabilité'),
        p('Rien dans ces conditions ne limite vos droits légaux de consommateur.'),
        a('Livraison et retours', '/delivery'),
        a('Politique de confidentialité', '/privacy'),
      ],
    },
    'it-IT': {
      seo: 'I termini e le condizioni di vendita di PC da gaming, componenti e accessori Rigsmith.',
      body: [
        p('Questi termini si applicano a ogni ordine effettuato su questo sito. Leggili prima di acquistare.'),
        h2('Il tuo ordine'),
        ol(
          'L’ordine è una proposta d’acquisto; la accettiamo inviandoti la conferma d’ordine via email.',
          'I prezzi includono l’IVA del paese di consegna.',
          'Se un componente non è più disponibile, ti proponiamo un componente equivalente o superiore, oppure il rimborso.',
        ),
        h2('Pagamento'),
        p('Il pagamento avviene al momento dell’ordine. Un PC entra in assemblaggio quando il pagamento è confermato.'),
        h2('Recesso e resi'),
        p(
          'Puoi recedere entro 14 giorni dalla consegna. Un PC configurato secondo le tue specifiche può essere reso solo se difettoso, come previsto dalla garanzia.',
        ),
        h2('Responsabilità'),
        p('Nulla in questi termini limita i tuoi diritti di legge come consumatore.'),
        a('Spedizione e resi', '/delivery'),
        a('Informativa sulla privacy', '/privacy'),
      ],
    },
    'es-ES': {
      seo: 'Los términos y condiciones de venta de PC gaming, componentes y accesorios de Rigsmith.',
      body: [
        p('Estos términos se aplican a todos los pedidos realizados en este sitio. Léelos antes de comprar.'),
        h2('Tu pedido'),
        ol(
          'Hacer un pedido es una oferta de compra; la aceptamos al enviarte la confirmación por correo electrónico.',
          'Los precios incluyen el IVA de tu país de entrega.',
          'Si una pieza deja de estar disponible, te ofrecemos otra equivalente o superior, o el reembolso.',
        ),
        h2('Pago'),
        p('Cobramos el pago al hacer el pedido. Un PC pasa a montaje cuando se confirma el pago.'),
        h2('Desistimiento y devoluciones'),
        p(
          'Puedes desistir en los 14 días siguientes a la entrega. Un PC configurado a tu medida solo puede devolverse si está defectuoso, según nuestra garantía.',
        ),
        h2('Responsabilidad'),
        p('Nada en estos términos limita tus derechos legales como consumidor.'),
        a('Envíos y devoluciones', '/delivery'),
        a('Política de privacidad', '/privacy'),
      ],
    },
    'de-DE': {
      seo: 'Die Allgemeinen Geschäftsbedingungen für den Kauf von Gaming-PCs, Komponenten und Zubehör bei Rigsmith.',
      body: [
        p('Diese Bedingungen gelten für jede Bestellung auf dieser Website. Bitte lesen Sie sie vor dem Kauf.'),
        h2('Ihre Bestellung'),
        ol(
          'Mit Ihrer Bestellung geben Sie ein Kaufangebot ab; wir nehmen es mit der Bestellbestätigung per E-Mail an.',
          'Die Preise enthalten die Mehrwertsteuer Ihres Lieferlandes.',
          'Ist ein Teil nicht mehr lieferbar, bieten wir Ihnen ein gleichwertiges oder besseres Teil oder eine Erstattung an.',
        ),
        h2('Zahlung'),
        p('Die Zahlung erfolgt bei der Bestellung. Ein PC geht in die Montage, sobald die Zahlung bestätigt ist.'),
        h2('Widerruf und Rückgabe'),
        p(
          'Sie können innerhalb von 14 Tagen nach der Lieferung widerrufen. Ein nach Ihren Vorgaben konfigurierter PC kann nur bei einem Defekt zurückgegeben werden, wie in unserer Garantie beschrieben.',
        ),
        h2('Haftung'),
        p('Nichts in diesen Bedingungen schränkt Ihre gesetzlichen Rechte als Verbraucher ein.'),
        a('Lieferung und Rückgabe', '/delivery'),
        a('Datenschutzerklärung', '/privacy'),
      ],
    },
  },
  accessibility: {
    'en-GB': {
      seo: 'How Rigsmith makes its shop usable by everyone: our WCAG 2.2 AA target, what we test and the gaps we know about.',
      body: [
        p('We want everyone to be able to choose, configure and buy a PC in our shop, with a keyboard, a screen reader or a phone.'),
        h2('Our target'),
        p('Every storefront aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.'),
        h2('What we test'),
        ul(
          'Every component and screen state is checked with the axe accessibility engine on each release.',
          'Browsing, the FPS finder, the configurator, checkout, contact and content pages are tested with the keyboard alone.',
          'Page changes, form errors, cart and coupon messages are announced to screen readers.',
        ),
        h2('Known gaps'),
        ul(
          '28 November 2026: every component is checked in all five languages and both colour themes, but whole screens only in some languages and one theme.',
          '28 November 2026: our automated phone journeys do not yet use the keyboard alone.',
          '27 November 2026: the descriptions of our product illustrations are still being reviewed.',
        ),
        h2('Tell us'),
        p('If something does not work for you, tell us and we will help you place your order another way.'),
        a('Contact us', '/contact-us'),
      ],
    },
    'fr-FR': {
      seo: 'Comment Rigsmith rend sa boutique utilisable par tous : notre objectif WCAG 2.2 AA, nos tests et les limites connues.',
      body: [
        p(
          'Nous voulons que chacun puisse choisir, configurer et acheter un PC dans notre boutique, au clavier, avec un lecteur d’écran ou sur un téléphone.',
        ),
        h2('Notre objectif'),
        p('Chaque boutique vise la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA.'),
        h2('Ce que nous testons'),
        ul(
          'Chaque composant et chaque état d’écran est vérifié avec le moteur d’accessibilité axe à chaque version.',
          'La navigation, le FPS Finder, le configurateur, la commande, le contact et les pages de contenu sont testés au clavier seul.',
          'Les changements de page, les erreurs de formulaire et les messages du panier et des codes promo sont annoncés aux lecteurs d’écran.',
        ),
        h2('Limites connues'),
        ul(
          '28 novembre 2026 : chaque composant est vérifié dans les cinq langues et les deux thèmes de couleurs, mais les écrans complets seulement dans certaines langues et un seul thème.',
          '28 novembre 2026 : nos parcours automatisés sur téléphone n’utilisent pas encore le clavier seul.',
          '27 novembre 2026 : les descriptions de nos illustrations de produits sont en cours de révision.',
        ),
        h2('Dites-le-nous'),
        p('Si quelque chose ne fonctionne pas pour vous, dites-le-nous et nous vous aiderons à passer commande autrement.'),
        a('Nous contacter', '/contact-us'),
      ],
    },
    'it-IT': {
      seo: 'Come Rigsmith rende il suo negozio accessibile a tutti: l’obiettivo WCAG 2.2 AA, cosa verifichiamo e i limiti noti.',
      body: [
        p(
          'Vogliamo che chiunque possa scegliere, configurare e acquistare un PC nel nostro negozio, con la tastiera, con uno screen reader o da telefono.',
        ),
        h2('Il nostro obiettivo'),
        p('Ogni negozio punta alla conformità alle Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2, livello AA.'),
        h2('Cosa verifichiamo'),
        ul(
          'Ogni componente e ogni stato delle schermate viene controllato con il motore di accessibilità axe a ogni rilascio.',
          'La navigazione, l’FPS Finder, il configuratore, il checkout, il contatto e le pagine di contenuto sono provati con la sola tastiera.',
          'I cambi di pagina, gli errori nei moduli e i messaggi del carrello e dei coupon vengono annunciati agli screen reader.',
        ),
        h2('Limiti noti'),
        ul(
          '28 novembre 2026: ogni componente viene controllato in tutte e cinque le lingue e in entrambi i temi di colore, ma le schermate complete solo in alcune lingue e in un solo tema.',
          '28 novembre 2026: i nostri percorsi automatici su telefono non usano ancora la sola tastiera.',
          '27 novembre 2026: le descrizioni delle illustrazioni dei prodotti sono in fase di revisione.',
        ),
        h2('Scrivici'),
        p('Se qualcosa non funziona per te, scrivici e ti aiuteremo a completare l’ordine in un altro modo.'),
        a('Contattaci', '/contact-us'),
      ],
    },
    'es-ES': {
      seo: 'Cómo Rigsmith hace su tienda accesible para todos: el objetivo WCAG 2.2 AA, lo que comprobamos y las carencias conocidas.',
      body: [
        p(
          'Queremos que cualquiera pueda elegir, configurar y comprar un PC en nuestra tienda, con el teclado, con un lector de pantalla o desde el móvil.',
        ),
        h2('Nuestro objetivo'),
        p('Cada tienda aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.'),
        h2('Lo que comprobamos'),
        ul(
          'Cada componente y cada estado de pantalla se comprueba con el motor de accesibilidad axe en cada versión.',
          'La navegación, el FPS Finder, el configurador, el pago, el contacto y las páginas de contenido se prueban solo con el teclado.',
          'Los cambios de página, los errores de formulario y los mensajes del carrito y de los cupones se anuncian a los lectores de pantalla.',
        ),
        h2('Carencias conocidas'),
        ul(
          '28 de noviembre de 2026: cada componente se comprueba en los cinco idiomas y los dos temas de color, pero las pantallas completas solo en algunos idiomas y un tema.',
          '28 de noviembre de 2026: nuestros recorridos automáticos en el móvil aún no usan solo el teclado.',
          '27 de noviembre de 2026: las descripciones de nuestras ilustraciones de producto se están revisando.',
        ),
        h2('Cuéntanoslo'),
        p('Si algo no te funciona, cuéntanoslo y te ayudaremos a hacer tu pedido de otra forma.'),
        a('Contacto', '/contact-us'),
      ],
    },
    'de-DE': {
      seo: 'Wie Rigsmith seinen Shop für alle nutzbar macht: unser Ziel WCAG 2.2 AA, was wir prüfen und welche Lücken wir kennen.',
      body: [
        p(
          'Jeder soll in unserem Shop einen PC auswählen, konfigurieren und kaufen können, mit der Tastatur, mit einem Screenreader oder auf dem Smartphone.',
        ),
        h2('Unser Ziel'),
        p('Jeder Shop strebt die Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA, an.'),
        h2('Was wir prüfen'),
        ul(
          'Jede Komponente und jeder Bildschirmzustand wird bei jeder Version mit der Barrierefreiheitsprüfung axe getestet.',
          'Stöbern, der FPS-Finder, der Konfigurator, die Kasse, das Kontaktformular und die Inhaltsseiten werden allein mit der Tastatur getestet.',
          'Seitenwechsel, Formularfehler sowie Meldungen zu Warenkorb und Gutscheinen werden Screenreadern angesagt.',
        ),
        h2('Bekannte Lücken'),
        ul(
          '28. November 2026: Jede Komponente wird in allen fünf Sprachen und beiden Farbthemen geprüft, ganze Bildschirme aber nur in einigen Sprachen und einem Thema.',
          '28. November 2026: Unsere automatischen Smartphone-Tests bedienen den Shop noch nicht allein mit der Tastatur.',
          '27. November 2026: Die Beschreibungen unserer Produktillustrationen werden noch überarbeitet.',
        ),
        h2('Sagen Sie es uns'),
        p('Wenn etwas für Sie nicht funktioniert, sagen Sie es uns, und wir helfen Ihnen, Ihre Bestellung auf anderem Weg aufzugeben.'),
        a('Kontakt', '/contact-us'),
      ],
    },
  },
};
