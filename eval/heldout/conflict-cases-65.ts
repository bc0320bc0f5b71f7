/**
 * Held-out merge-conflict pairs, set 65 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: manual word count in a quote table, liaison interpreter hourly rate, medical glossary
 *     version, client project reference on an invoice, catalogue delivery date, congress booth
 *     languages, website localisation per-word rate, audit interpreting start time, certified
 *     transcript page count, minimum order fee, partner-visit booking length, invoice total.
 *   multi: press kit assignment deadline, shareholders' meeting venue, catalogue DTP scope, invoice
 *     payment terms, certified documents hand-over, drill manual target languages.
 *   correction: brochure word count, board meeting interpreter, client order number, Portuguese
 *     variant.
 *   paraphrase: tender quote acceptance, remote Arabic session time, dozen employment certificates,
 *     Finnish spec turnaround range, Korean phone conference length, per-thousand vendor rate,
 *     cancellation terms, standard-page quote, terminology call date, e-learning volume, press
 *     release embargo, Welsh handbook fixed price.
 *   shared-words: last and next invoice, two congress booths, framework budget cap and spend,
 *     source and target word counts, two translators' modules, old and new glossary.
 *
 * Counts by shape (a case may carry more than one): close 12, identifier 3, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_65: HeldOutConflictCase[] = [
  // ───────────────────────────── close ─────────────────────────────
  {
    name: "h65 pump manual word count in quote table",
    branch: [
      "Dear Sirs,\n\nwe kindly ask you for an offer for the translation of our operating manual for the dosing pumps from German into English. According to our Word statistic the file counts 12.400 words. We would need the delivery until 14.05.2027 at the latest.\n\nWith kind regards,\nPetra Hollmann\nHollmann Pumpentechnik GmbH",
      "Thanks Petra, I'll run it through Trados for the match breakdown and come back to you with a quote tomorrow.",
      "Note for whoever quotes this: their 2025 edition is in our TM, so expect a decent chunk of repetitions.",
    ],
    parent: [
      "Quote draft for Hollmann Pumpentechnik:\nLanguage pair | DE > EN\nSource words | 12,800\nRate | €0.14 / word\nDelivery | 14 May 2027",
      "Looks fine, send it once Jonas has double-checked the rate.",
    ],
    conflicts: [["the file counts 12.400 words", "Source words | 12,800"]],
    paraphrases: [
      ["until 14.05.2027", "Delivery | 14 May 2027"],
      ["from German into English", "DE > EN"],
    ],
    shapes: ["close"],
  },
  {
    name: "h65 shipyard liaison interpreter hourly fee",
    branch: [
      "Do we have a rate agreed with Ingrid Solberg for the Norwegian liaison work at the shipyard?",
      "Dear Anna,\n\nthank you for your request. I can confirm my fee of 85,00 EUR per hour for the liaison interpreting at the shipyard; the travel time I charge with the half rate. Minimum are three hours per call-out, like last year.\n\nBest regards,\nIngrid Solberg",
      "Perfect, I'll forward that to the client.",
    ],
    parent: [
      "Spoke to Ingrid this morning. Her fee for the shipyard liaison work is ninety euros an hour, and the minimum call-out stays at 3 hours.",
    ],
    conflicts: [["85,00 EUR per hour", "ninety euros an hour"]],
    paraphrases: [["Minimum are three hours", "minimum call-out stays at 3 hours"]],
    shapes: ["close"],
  },
  {
    name: "h65 cardiology glossary version for the batch",
    branch: [
      "Before the CardioLine batch goes out: which termbase version should the translators load?",
      "CardioLine glossary v3.2, it's the one the client signed off in January. Load it read-only in memoQ.",
      "ok. and the TM?",
      "TM stays CardioLine_EN-IT_master, nothing new there.",
    ],
    parent: [
      "Hi all, the CardioLine EN>IT batch is out to Giulia and Paolo. Both have the termbase (CardioLine glossary v3.4, read-only) and the master TM.",
      "Deadline for both of them is Friday 2 April, 17:00.",
      "Dear colleagues,\n\nthank you for the information. We are looking forward to receive the Italian files on 02.04.2027 until 17.00.\n\nCordiali saluti,\nFrancesca Moretti",
    ],
    conflicts: [["CardioLine glossary v3.2", "CardioLine glossary v3.4"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h65 annual report client reference on invoice",
    branch: [
      "Good morning,\n\nplease find attached the purchase order for the translation of our annual report into French and Dutch. Kindly mention our reference TRN-27-0418 on every invoice, otherwise our accounting department can not process it.\n\nBest regards,\nLuc Verhaegen",
      "Noted, Luc. We'll put it in the invoice header.",
      "Added the reference to the job card in Plunet as well.",
    ],
    parent: [
      "Invoice 2027/0219 for Verhaegen & Co issued: FR and NL translation of the annual report, their reference TRN-27-0481, total €4,920.00.",
    ],
    conflicts: [["reference TRN-27-0418", "reference TRN-27-0481"]],
    paraphrases: [["into French and Dutch", "FR and NL translation"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h65 catalogue delivery day continental vs weekday",
    branch: [
      "Dear Ms. Adeyemi,\n\nthank you for the quick offer. We accept it and confirm the delivery of the English translation of our catalogue on 02.04.2027 until 12:00. Please send the files to our marketing address.\n\nKind regards\nStefano Ricci",
      "Confirmed, Stefano, we'll deliver by noon on the day.",
    ],
    parent: [
      "Ricci catalogue IT>EN: Aleksander has it, delivery to the client Thursday 1 April at midday.",
      "He says the furniture terminology is straightforward, no glossary needed.",
    ],
    conflicts: [["on 02.04.2027", "Thursday 1 April"]],
    paraphrases: [["until 12:00", "at midday"]],
    shapes: ["close"],
  },
  {
    name: "h65 vienna congress booth languages",
    branch: [
      "Dear Madam or Sir,\n\nfor our pharmaceutical congress in Vienna on 08. and 09.06.2027 we require simultaneous interpretation with booths for English, French, Spanish and Italian; the floor language will be German.\n\nWith kind regards,\nDr. Franziska Aigner",
      "Two interpreters per booth, both days?",
      "Yes, two per booth, full days.",
    ],
    parent: [
      "Booking sheet, Vienna pharma congress\nFloor: DE\nBooths: EN / FR / ES / PT\nTeam: 2 per booth\nDates: 8–9 June",
    ],
    conflicts: [["English, French, Spanish and Italian", "Booths: EN / FR / ES / PT"]],
    paraphrases: [
      ["the floor language will be German", "Floor: DE"],
      ["on 08. and 09.06.2027", "Dates: 8–9 June"],
      ["two per booth", "Team: 2 per booth"],
    ],
    shapes: ["close", "list"],
  },
  {
    name: "h65 website localisation rate per word",
    branch: [
      "Dear team,\n\nregarding the localisation of our website into Spanish, we can confirm the price of 0,12 EUR per word as discussed on the phone. The volume is around 9.000 words.\n\nBest regards,\nCarmen Ruiz",
      "Thanks Carmen, I'll prepare the order confirmation today.",
    ],
    parent: [
      "Order confirmation going out to Carmen Ruiz: EN>ES website localisation, approx. 9,000 words at 13 cents a word.",
    ],
    conflicts: [["0,12 EUR per word", "13 cents a word"]],
    paraphrases: [["around 9.000 words", "approx. 9,000 words"]],
    shapes: ["close"],
  },
  {
    name: "h65 supplier audit interpreting start time",
    branch: [
      "Need a Mandarin interpreter for a supplier audit at Brightwell Plastics on the 23rd. Consecutive, probably runs all afternoon.",
      "Who's free? Wei Lin did their last audit.",
      "Wei Lin can do it. The audit begins at 14:00, she'll get there half an hour early for the briefing.",
    ],
    parent: [
      "Dear Ms. Hartley,\n\nhereby I confirm the Mandarin consecutive interpretation for the supplier audit on Tuesday, 23.03.2027; the audit starts at 15.00 h. We are happy that Mrs. Wei Lin will come again.\n\nKind regards,\nOliver Kraemer",
    ],
    conflicts: [["The audit begins at 14:00", "the audit starts at 15.00 h"]],
    paraphrases: [["on the 23rd", "Tuesday, 23.03.2027"]],
    shapes: ["close"],
  },
  {
    name: "h65 certified transcript page count",
    branch: [
      "Guten Tag,\n\nI need a certified translation of my university diploma and my transcript of records from German to English for an application in Canada. The transcript has seven pages, the diploma is one page.\n\nMit freundlichen Grüßen\nJonas Keller",
      "Hello Mr Keller, a certified translation is €38 per page plus €15 for the certification stamp. Could you send us scans of both documents?",
      "Scans are sent now.",
    ],
    parent: ["Keller certified DE>EN, scans in. Diploma 1 p., transcript 9 pp. Assigning to Birgit for certification."],
    conflicts: [["The transcript has seven pages", "transcript 9 pp."]],
    paraphrases: [["the diploma is one page", "Diploma 1 p."]],
    shapes: ["close"],
  },
  {
    name: "h65 minimum order fee for short certificates",
    branch: [
      "Dear Madam,\n\nI only need the translation of one short certificate of about 100 words from Lithuanian to English. Which price do you charge for so small order?\n\nKind regards\nPiotr Zaleski",
      "What's our minimum charge for tiny jobs like this now?",
      "Minimum fee is €45 per order, covers up to a hundred and fifty words.",
    ],
    parent: [
      "Price list is on the website now: standard rate €0.15/word, minimum charge €55 for orders up to 150 words.",
    ],
    conflicts: [["Minimum fee is €45", "minimum charge €55"]],
    paraphrases: [["up to a hundred and fifty words", "orders up to 150 words"]],
    shapes: ["close"],
  },
  {
    name: "h65 partner visit consecutive booking length",
    branch: [
      "Dear team,\n\nfor the visit of our partners from Osaka on 07.07.2027 we kindly request one consecutive interpreter Japanese–English for 6 hours, lunch included.\n\nBest regards,\nLeonor Solano\nSolano Biotech",
      "Kenji is available that day. Standard €95/h?",
      "Yes, standard rate.",
    ],
    parent: ["Kenji confirmed for Solano Biotech on 7 July: seven hours, consecutive JA<>EN, €95 per hour."],
    conflicts: [["for 6 hours", "seven hours"]],
    paraphrases: [
      ["on 07.07.2027", "on 7 July"],
      ["€95/h", "€95 per hour"],
    ],
    shapes: ["close"],
  },
  {
    name: "h65 invoice total acknowledged by client",
    branch: [
      "Sehr geehrte Damen und Herren,\n\nwe have received your invoice no. 2027-113 over 1.736,00 EUR and will transfer the amount until end of the month. Please confirm us your IBAN once more.\n\nFreundliche Grüße\nMonika Brandt\nBrandt Medical",
      "IBAN confirmed to her by phone, payment expected before month end.",
    ],
    parent: ["Receivables update: Brandt Medical, invoice 2027-113, €1,763.00, due end of month."],
    conflicts: [["over 1.736,00 EUR", "€1,763.00"]],
    paraphrases: [["until end of the month", "due end of month"]],
    shapes: ["close"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h65 press kit assignment one-liner",
    branch: [
      "Who's taking the Weber press kit?",
      "Assigned to Hanna Vogt: DE→EN, 3,000 words, due 10 June, €0.13/word.",
      "ok thanks",
    ],
    parent: [
      "Hanna Vogt has the German to English press kit, three thousand words at 13 cents each, due 11 June.",
      "Dear Sirs,\n\nthank you for confirming the translation of our press kit into English. Please note that the picture captions are included in the 3.000 words.\n\nKind regards,\nDieter Weber",
    ],
    conflicts: [["due 10 June", "due 11 June"]],
    paraphrases: [
      ["3,000 words", "three thousand words"],
      ["€0.13/word", "13 cents each"],
      ["DE→EN", "German to English"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h65 shareholders meeting interpreters venue",
    branch: [
      "Dear colleagues,\n\nwe confirm the booking of two interpreters for our shareholders' meeting: simultaneous Portuguese–English, 2 days (20.05. and 21.05.2027), in the Hotel Arcada in Lisbon. The technical equipment will be provided from the hotel.\n\nWith best regards\nRui Monteiro",
      "Thank you, Rui. We'll send the interpreters' names and CVs next week.",
    ],
    parent: [
      "Monteiro booking: two PT<>EN simultaneous interpreters for 20–21 May at the Hotel Arcada in Porto, equipment from the venue.",
    ],
    conflicts: [["Hotel Arcada in Lisbon", "Hotel Arcada in Porto"]],
    paraphrases: [["20.05. and 21.05.2027", "20–21 May"]],
    shapes: ["multi"],
  },
  {
    name: "h65 furniture catalogue scope without dtp",
    branch: [
      "Dear Sirs,\n\nfor our new catalogue we only need from you the translation into Swedish and the proofreading. The DTP we will make in our house with our own designer.\n\nMed vänliga hälsningar / Kind regards,\nKarin Lindqvist",
      "So for Lindqvist: we translate, we proofread, and we won't do the DTP, their designer lays out the Swedish text.",
      "Good, Swedish hyphenation in InDesign is always a pain anyway.",
    ],
    parent: [
      "Lindqvist quote sent: translation EN>SV, second-linguist proofreading and DTP in InDesign, all in for €3,480.",
    ],
    conflicts: [["we won't do the DTP", "and DTP in InDesign"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },
  {
    name: "h65 invoice line with payment terms",
    branch: [
      "Dear Ms. Laurent,\n\nwe confirm the receipt of your invoice no. 0412 (5.600 words DE>FR at 0,11 EUR, total 616,00 EUR). As agreed, the payment is within 30 days.\n\nBest regards,\nGerd Fischer",
      "Thanks Gerd, much appreciated.",
    ],
    parent: ["Fischer invoice 0412 logged: 5,600 words, €0.11/word, €616.00, terms net 45."],
    conflicts: [["the payment is within 30 days", "terms net 45"]],
    paraphrases: [
      ["total 616,00 EUR", "€616.00"],
      ["at 0,11 EUR", "€0.11/word"],
      ["5.600 words", "5,600 words"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h65 certified documents hand-over method",
    branch: [
      "Mrs Kowalska's order: 3 documents, Polish to English, certified, she'll collect them from the office on Friday.",
      "Birth certificate, marriage certificate and school leaving certificate, right?",
      "Right, those three.",
      "Dear Madam,\n\nthank you, I will come personally to your office on Friday to take the translations. Is it possible after 15.00?\n\nBest regards,\nAgnieszka Kowalska",
    ],
    parent: [
      "Kowalska: three certified PL>EN translations (birth, marriage and school leaving certificates), sending by courier Friday.",
    ],
    conflicts: [["she'll collect them from the office", "sending by courier"]],
    paraphrases: [
      ["3 documents", "three certified PL>EN translations"],
      ["Polish to English", "PL>EN"],
    ],
    shapes: ["multi", "list"],
  },
  {
    name: "h65 drill manual target languages",
    branch: [
      "Bonjour,\n\nfor the launch of our new cordless drill we need the user guide (approx. 4.200 words) translated from English into French, Italian and Dutch, with delivery on 07.07.2027.\n\nCordialement,\nÉlodie Marchand",
      "Merci Élodie, we'll confirm the team by tomorrow.",
    ],
    parent: [
      "Marchand drill manual: ~4,200 words, EN>FR, EN>IT, EN>DE, due 7 July. Vendors: Claire (FR), Matteo (IT), Uwe (DE).",
    ],
    conflicts: [["into French, Italian and Dutch", "EN>FR, EN>IT, EN>DE"]],
    paraphrases: [
      ["approx. 4.200 words", "~4,200 words"],
      ["on 07.07.2027", "due 7 July"],
    ],
    shapes: ["multi", "list"],
  },

  // ─────────────────────────── correction ───────────────────────────
  {
    name: "h65 outdoor brochure word count corrected",
    branch: [
      "Dear Sirs,\n\nattached you find our summer brochure for the translation into Norwegian. We would be glad to receive it back in two weeks.\n\nBest regards,\nErik Halvorsen",
      "Brochure for Halvorsen Outdoor is in: 5,800 words, EN>NO, they'd like it back in two weeks.",
      "Ask Sigrid? She did their spring brochure.",
      "Asked, she's in.",
    ],
    parent: [
      "Correction on Halvorsen: I misread the stats, the brochure is eight and a half thousand words, not what I said earlier. Still EN>NO, still two weeks, and Sigrid is still fine with it.",
    ],
    conflicts: [["5,800 words", "the brochure is eight and a half thousand words"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h65 board meeting interpreter withdrawn",
    branch: [
      "Marta will interpret at the Aalberg board meeting on 14 October, Polish–English, whispered.",
      "Does she need the board pack in advance?",
      "Dear Madam,\n\nthe board pack for the meeting of 14.10.2027 will be sent to you until 11.10. Please forward it to the interpreter.\n\nBest regards,\nPer Aalberg",
    ],
    parent: [
      "Correction to the Aalberg plan: Marta won't be interpreting on the 14th after all, she's double-booked. Jonas is covering, same mode (chuchotage).",
    ],
    conflicts: [["Marta will interpret", "Marta won't be interpreting"]],
    paraphrases: [
      ["on 14 October", "on the 14th"],
      ["whispered", "chuchotage"],
    ],
    shapes: ["correction", "negation"],
  },
  {
    name: "h65 safety data sheets order number corrected",
    branch: [
      "Dear Sir or Madam,\n\nfor the translation of our safety data sheets please use our order number BE-7731 on the invoice.\n\nThank you in advance and kind regards,\nAnnelies De Smet",
      "Thank you, Ms De Smet, noted.",
    ],
    parent: [
      "Dear Sir or Madam,\n\nI am sorry, I must correct my last e-mail: the right order number is BE-7713. The other one belongs to a different supplier.\n\nKind regards,\nAnnelies De Smet",
      "Updated in the job card.",
    ],
    conflicts: [["order number BE-7731", "the right order number is BE-7713"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "h65 wind farm summaries portuguese variant",
    branch: [
      "New job from Vento Energia: wind-farm permit summaries, EN into European Portuguese, about 2,500 words.",
      "Give it to Inês then, she's Lisbon-based.",
    ],
    parent: [
      "Dear Ana,\n\nI apologise, I have to correct my first e-mail: the target language is Brazilian Portuguese, because the wind farm is in Bahia. The volume remains ca. 2.500 words.\n\nBest regards\nMarco Bellini\nVento Energia",
    ],
    conflicts: [["EN into European Portuguese", "the target language is Brazilian Portuguese"]],
    paraphrases: [["about 2,500 words", "ca. 2.500 words"]],
    shapes: ["correction"],
  },

  // ─────────────────────────── paraphrase ───────────────────────────
  {
    name: "h65 tender documents quote accepted",
    branch: [
      "Dear Mrs. Novak,\n\nwe accept your offer for the translation of the tender documents from Czech to English with the total price of 1.250,00 EUR plus VAT. The delivery on 26.01.2027 is fine for us.\n\nWith kind regards,\nTomáš Dvořák",
      "Wonderful, thank you Tomáš. The order confirmation follows.",
    ],
    parent: ["Dvořák accepted: CS>EN tender docs, €1,250 net of VAT, delivery Tuesday 26 January."],
    conflicts: [],
    paraphrases: [
      ["1.250,00 EUR plus VAT", "€1,250 net of VAT"],
      ["on 26.01.2027", "Tuesday 26 January"],
      ["from Czech to English", "CS>EN"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 remote arabic session start",
    branch: [
      "What time does the Arabic remote session for Qadir & Sons start tomorrow?",
      "Half past two, on Zoom. Samir joins ten minutes early for a sound check.",
    ],
    parent: [
      "Reminder: Qadir & Sons RSI session tomorrow 14:30, Samir interpreting AR<>EN, link sent.",
      "Sound check at 14:20.",
      "Dear Sir or Madam,\n\nthank you for organising the interpreter. The Zoom link for the session of tomorrow at 14.30 h we have sent to Mr. Samir already.\n\nKind regards,\nYusuf Qadir",
    ],
    conflicts: [],
    paraphrases: [
      ["Half past two", "14:30"],
      ["ten minutes early", "Sound check at 14:20"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 dozen sworn employment certificates",
    branch: [
      "Good afternoon,\n\nour company needs the sworn translation of a dozen employment certificates from Romanian into German for our new colleagues. Could you tell me the price and the time?\n\nThank you very much and best regards,\nIoana Petrescu",
      "Dear Ms Petrescu, it is €42 per certificate, ready within five working days.",
    ],
    parent: ["Petrescu order in: 12 certificates RO>DE, sworn, €42 each = €504, 5 working days."],
    conflicts: [],
    paraphrases: [
      ["a dozen employment certificates", "12 certificates"],
      ["within five working days", "5 working days"],
      ["€42 per certificate", "€42 each"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 finnish spec turnaround range",
    branch: [
      "Dear Sir,\n\nplease let us know how long the translation of our technical specification (6.000 words) from Finnish into English will take.\n\nBest regards,\nMikko Laine",
      "Four to six working days, depending on whether Aino can start on Monday.",
      "She can, I just checked.",
    ],
    parent: ["Told Mikko 4–6 working days for the FI>EN spec (6k words). Aino starts Monday."],
    conflicts: [],
    paraphrases: [
      ["Four to six working days", "4–6 working days"],
      ["(6.000 words)", "6k words"],
      ["from Finnish into English", "FI>EN"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 korean phone conference length",
    branch: [
      "Dear team,\n\nfor our telephone conference with the Korean partner on 18.02.2027 we need one interpreter Korean–German for 120 minutes, beginning at 9.00 o'clock.\n\nBest regards\nKlaus Reimer",
      "Thank you, Mr Reimer, we'll propose Ji-woo Park.",
    ],
    parent: ["Reimer OPI booking: KO<>DE, Thu 18 Feb, 09:00–11:00, two hours, Ji-woo Park."],
    conflicts: [],
    paraphrases: [
      ["for 120 minutes", "two hours"],
      ["on 18.02.2027", "Thu 18 Feb"],
      ["beginning at 9.00 o'clock", "09:00–11:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 russian vendor rate per thousand",
    branch: [
      "What are we paying Dmitri for RU>EN these days?",
      "€0.10 per word, flat, no fuzzy discount.",
      "Dear colleagues,\n\nas agreed, my rate for Russian–English remains 0,10 EUR per word also in 2027, without discount for the fuzzy matches.\n\nBest regards,\nDmitri Volkov",
    ],
    parent: ["Vendor sheet updated: Dmitri Volkov, RU>EN, €100 per 1,000 words, fuzzies charged in full."],
    conflicts: [],
    paraphrases: [
      ["€0.10 per word", "€100 per 1,000 words"],
      ["no fuzzy discount", "fuzzies charged in full"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 conference interpreters cancellation terms",
    branch: [
      "Dear Sirs,\n\nbefore we sign the booking for the conference interpreters, please confirm us your cancellation conditions. What happens when we cancel 48 hours before?\n\nKind regards,\nHelga Sørensen",
      "Dear Ms Sørensen, cancellations less than 48 hours before the assignment are charged at half the agreed fee; earlier than seven days before, there is no charge.",
    ],
    parent: [
      "Sent Sørensen the T&Cs: cancellation under two days before = 50% of the fee, more than a week ahead = free.",
    ],
    conflicts: [],
    paraphrases: [
      ["half the agreed fee", "50% of the fee"],
      ["less than 48 hours", "under two days"],
      ["earlier than seven days", "more than a week ahead"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 technical specification standard pages",
    branch: [
      "Guten Morgen,\n\nwe would like to have the price for the translation of our technical specification, 30 standard pages (1.800 characters each), Spanish to German.\n\nMit freundlichen Grüßen\nBernd Hoff",
      "We'll charge per standard page then. I'll check with Lucía whether she has capacity.",
      "Lucía can take it.",
    ],
    parent: [
      "Hoff quote: thirty standard pages at 1,800 characters per page, ES>DE, €29/page, total €870. Translator Lucía.",
    ],
    conflicts: [],
    paraphrases: [
      ["30 standard pages", "thirty standard pages"],
      ["1.800 characters each", "1,800 characters per page"],
      ["Spanish to German", "ES>DE"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 terminology review call date",
    branch: [
      "When is the Kaur Textiles glossary review call?",
      "2027-03-09, 10am UK time, with their terminology lead.",
    ],
    parent: [
      "Kaur Textiles terminology call is on Tuesday 9 March at 10:00 UK time. I'll bring the list of disputed terms.",
      "Dear all,\n\nI confirm our appointment on 09.03.2027 at 10.00 h (UK time). Our terminology lead Mrs. Sandhu will join.\n\nKind regards\nRavi Kaur",
    ],
    conflicts: [],
    paraphrases: [
      ["2027-03-09", "Tuesday 9 March"],
      ["10am UK time", "10:00 UK time"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 e-learning module volume and deadline",
    branch: [
      "Dear Mrs. Marsh,\n\nhereby we send you the e-learning content (ca. 20.000 words) for the translation into English. The translation should be finished until 31.08.2027.\n\nBest regards\nJan Ostrowski",
      "The Ostrowski e-learning project is ca. 20k words, PL>EN, deadline end of August.",
      "That's big. Split between two translators?",
      "Yes, Kasia and Tom, half each.",
    ],
    parent: [
      "Dear Mr. Ostrowski,\n\nas discussed, the e-learning module of about twenty thousand words will be translated from Polish into English by two translators and delivered by 31 August.\n\nKind regards,\nHelen Marsh",
    ],
    conflicts: [],
    paraphrases: [
      ["ca. 20k words", "about twenty thousand words"],
      ["PL>EN", "from Polish into English"],
      ["deadline end of August", "delivered by 31 August"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 press release embargo delivery",
    branch: [
      "Bonjour,\n\nplease deliver the press release in German and French not later than 12.00 CET on 05.11.2027, as the embargo ends at 14.00.\n\nMerci et cordialement,\nAurélie Fontaine",
      "Understood, Aurélie. Both versions by midday.",
    ],
    parent: ["Fontaine press release DE + FR due noon Central European Time, Fri 5 November. Embargo lifts 2pm."],
    conflicts: [],
    paraphrases: [
      ["12.00 CET", "noon Central European Time"],
      ["on 05.11.2027", "Fri 5 November"],
      ["the embargo ends at 14.00", "Embargo lifts 2pm"],
      ["in German and French", "DE + FR"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h65 welsh staff handbook fixed price",
    branch: [
      "Quote for Dyfed Tools' staff handbook, Welsh into English: £1,450 flat, including proofreading.",
      "They asked if that's VAT-inclusive. It isn't.",
    ],
    parent: [
      "Dyfed Tools said yes to one thousand four hundred and fifty pounds plus VAT for the CY>EN handbook, proofreading included.",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,450 flat", "one thousand four hundred and fifty pounds"],
      ["Welsh into English", "CY>EN"],
    ],
    shapes: ["paraphrase"],
  },

  // ────────────────────────── shared-words ──────────────────────────
  {
    name: "h65 last invoice and next invoice",
    branch: [
      "Dear Mr. Haas,\n\nour last invoice from you was 2.300,00 EUR for the March translations. Could you tell us approximately the amount for April, for our budget planning?\n\nBest regards,\nSabine Roth\nRoth Industrie",
      "Let me check the April jobs and revert.",
    ],
    parent: [
      "April for Roth Industrie is lighter, the next invoice will be around €1,900.",
      "Send it with the usual PDF job summary.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h65 two booths at the ghent symposium",
    branch: [
      "Dear Madam,\n\nfor the symposium in Ghent we confirm three booths: French, German and English. The channels are 1 for French, 2 for German and 3 for English.\n\nMet vriendelijke groeten,\nPieter Claes",
      "Booth A at the Ghent symposium is French, Élise and Bruno.",
      "And the technician has that booth on channel 1?",
      "Channel 1, yes.",
    ],
    parent: ["Booth B is German, Anke and Moritz, on channel 2. Booth C (English) is still unstaffed."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h65 framework budget cap and amount used",
    branch: [
      "Dear partners,\n\nfor the year 2027 our framework agreement foresees a maximal budget of 10.000,00 EUR for translations. Please inform us when 80 % are reached.\n\nKind regards,\nMarek Nowicki",
      "Will do, Marek. I'll set an alert in the system.",
    ],
    parent: ["Nowicki framework: €7,400 used so far this year, so still under the 80% alert (that would be €8,000)."],
    conflicts: [],
    paraphrases: [["80 % are reached", "the 80% alert"]],
    shapes: ["shared-words"],
  },
  {
    name: "h65 source and target word counts",
    branch: [
      "German source for the Brenner annual review is 4,000 words.",
      "Quoted on source, right?",
      "Yes, billed on source words.",
    ],
    parent: [
      "Brenner EN delivered. The English target came out at 4,600 words, longer than usual because of the explanatory footnotes.",
      "Dear Sirs,\n\nwe thank you for the translation of our annual review. Please send the invoice, based on the source text as agreed.\n\nMit besten Grüßen\nUlrike Brenner",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h65 two translators two module batches",
    branch: [
      "Dear team,\n\nthe course has eight modules in total. You may split it between two translators as you see fit.\n\nBest regards,\nAnja Mirvald",
      "Split for the Mirvald e-learning course: Kofi does modules 1–4, due Monday.",
      "And the rest?",
      "Still looking, Lena might be free.",
    ],
    parent: ["Lena took modules 5–8 of the Mirvald course, due Wednesday. Kofi's part unchanged."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h65 last year's and this year's glossary",
    branch: [
      "Which glossary did we use on last year's Valdora Cosmetics catalogue?",
      "Glossary v1.8, IT>EN, at €0.12 a word.",
    ],
    parent: [
      "Gentile Signora,\n\nfor this year's catalogue please use the new glossary v2.0 which we have sent on 15.01.2027.\n\nDistinti saluti,\nChiara Valdora",
      "This year's Valdora catalogue uses glossary v2.0, they added the new skincare line. Same rate as last year.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
