import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 86 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: independent community pharmacies and dispensing (prescription collections, repeat dispensing
 * batches, controlled drugs registers and instalment prescriptions, wholesaler orders, invoices,
 * shortages and special orders, drug recalls, flu and Covid jab clinics, travel vaccines, Pharmacy
 * First consultations, monitored dosage systems and care home rounds, fridge logs, locum bookings and
 * rotas, month-end prescription claims, home deliveries). About a third of the messages are
 * trade-style: wholesaler order lines, invoices and confirmations, CD register entries, eRD and MDS
 * lines, fridge log lines, rota lines, price lists and opening hours, recall notices, dispensing
 * labels, window signs, terse texts, and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: care home medication review visit time (10:15 against 10:50); wholesaler invoice total
 *   with swapped digits; Oramorph running balance in the CD register (340 against 320 ml); eRD issues
 *   left in words against a figure (six against 5); locum day rate in words against a figure;
 *   special order delivery a day off (Fri 14/11 against Thursday 13 November); fridge maximum (7.8
 *   against 8.7); methadone daily dose (60 against 65 ml, also multi, paraphrase); hepatitis A price
 *   per dose (55 against 50 pounds); Sunday closing time (4 against 16:30)
 * - identifier: EPS prescription ID one character off; wholesaler account number with and without
 *   spaces (no conflict, also paraphrase); drug recall batch number with swapped digits; two GP
 *   surgeries' neighbouring ODS codes (no conflict, also shared-words)
 * - negation: an expired diazepam script handed out or not; walk-ins at the Covid booster clinic;
 *   Boxing Day wholesaler delivery (also paraphrase); a locum not in on Monday against the rota; a
 *   discontinued product said twice in other words (no conflict, also paraphrase); the driver taking
 *   returns but not sharps bins (no conflict)
 * - multi: Saturday flu clinic plan (slots differ, also paraphrase); a dosette patient's summary, all
 *   agreeing (no conflict, also paraphrase); month-end claim tallies (paid items differ, also
 *   paraphrase); locum booking email (date differs, also paraphrase); care home round reordered (no
 *   conflict, also list); Pharmacy First weekly tallies (ear infections differ, also paraphrase); plus
 *   the methadone dose under close
 * - correction: prescription ready day corrected in the parent; private flu jab price self-corrected
 *   in the branch (no conflict, also paraphrase); inhaler order amended in the branch; delivery
 *   address corrected in the parent
 * - list: wholesaler order lines (one quantity differs, also paraphrase); anaphylaxis kit reordered
 *   (no conflict, also paraphrase); shortages list (one strength differs, also paraphrase); plus the
 *   care home round under multi
 * - shared-words: two Mrs Ahmeds on different ramipril strengths (no conflict); husband and wife on
 *   different omeprazole strengths (no conflict); two wholesalers' cut-off times (no conflict); two
 *   flu vaccines' stock counts (no conflict); plus the ODS codes under identifier
 * - paraphrase: a liquid dose on a label (twice a day, TWICE daily), the prescription charge in words,
 *   a delivery slot in the 12- and 24-hour clock (none a conflict), plus paraphrase pairs inside 13 of
 *   the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 5,
 * paraphrase 16.
 *
 * 25 cases have planted conflicts (one each), 15 have none.
 */
export const HELDOUT_CONFLICT_CASES_86: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h86 care home medication review visit time",
    branch: [
      "what time are we at Beechwood House on Thursday for the med reviews?",
      "10:15, ask for the deputy manager, she'll have the MAR charts ready",
    ],
    parent: [
      "Hi both,\n\nJust confirming the medication review visit at Beechwood House on Thursday 6 November, arriving 10:50. The deputy manager, Carol, will have the MAR charts printed for you.\n\nThanks,\nDeepa Rai\nPharmacist Manager, Kingsway Pharmacy",
    ],
    conflicts: [["10:15", "arriving 10:50"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 wholesaler invoice total, swapped digits",
    branch: ["The AAH invoice for last week came to £1,846.20, I've put it in the folder for Friday's payment run."],
    parent: [
      "AAH Pharmaceuticals — Invoice 7730418\nAccount: Kingsway Pharmacy\nPeriod: w/e 31/10\nTotal due: £1,864.20\nPayment terms: 30 days",
    ],
    conflicts: [["£1,846.20", "£1,864.20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 Oramorph running balance in the CD register",
    branch: [
      "Checked the Oramorph in the CD cupboard, the running balance should be 340 ml after Mrs Doyle's supply this morning.",
    ],
    parent: [
      "CD register — Morphine sulfate 10mg/5ml oral solution (Oramorph)\n04/11 | Supplied to: E. Doyle | Prescriber: Dr Hart | Qty: 100 ml | Balance: 320 ml | Sig: JP",
    ],
    conflicts: [["340 ml", "Balance: 320 ml"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 repeat dispensing issues left, word against figure",
    branch: ["Mrs Patel's eRD batch has six issues left, so she's covered until the spring."],
    parent: ["eRD — S. Patel — issue 7 of 12 dispensed 03/11, 5 issues remaining, next due 01/12"],
    conflicts: [["six issues left", "5 issues remaining"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 locum day rate in words and in figures",
    branch: ["We agreed two hundred and eighty pounds a day for the locum covering Kemi's holiday."],
    parent: ["Locum cover 17-21 Nov (Kemi on leave): £260/day, travel not included."],
    conflicts: [["two hundred and eighty pounds a day", "£260/day"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 melatonin special order arriving a day apart",
    branch: ["The Phoenix special order for the melatonin liquid arrives Fri 14/11."],
    parent: ["Phoenix rang: the melatonin oral solution special is coming Thursday 13 November on the afternoon van."],
    conflicts: [["Fri 14/11", "Thursday 13 November"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 pharmacy fridge maximum reading",
    branch: ["fridge max was 7.8 this morning, still in range, I've reset the thermometer"],
    parent: ["Fridge temp log — Wed 05/11 — Min 3.1 °C — Max 8.7 °C — Current 5.0 °C — checked by LB"],
    conflicts: [["7.8", "Max 8.7 °C"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 methadone daily dose on an instalment prescription",
    branch: ["Mr Byrne's methadone is 60 ml a day, supervised every day except Sunday when he takes it home."],
    parent: [
      "Instalment Rx — D. Byrne — Methadone 1mg/ml oral solution 65ml daily, supervised consumption Mon-Sat, Sunday dose to take away.",
    ],
    conflicts: [["60 ml a day", "65ml daily"]],
    paraphrases: [["every day except Sunday", "Mon-Sat"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h86 hepatitis A vaccine price per dose",
    branch: ["The travel clinic charges £55 a dose for hepatitis A, tell the couple going to Morocco."],
    parent: [
      "Travel vaccines price list 2025/26\nHepatitis A (adult): £50 per dose\nTyphoid (injection): £40\nRabies: £70 per dose",
    ],
    conflicts: [["£55 a dose", "£50 per dose"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h86 Sunday closing time",
    branch: ["on Sundays we shut at 4, so don't book anyone in after 3:30"],
    parent: ["Opening hours\nMon-Fri 8:30-18:30\nSat 9:00-17:00\nSun 10:00-16:30"],
    conflicts: [["shut at 4", "Sun 10:00-16:30"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- identifier
  {
    name: "h86 EPS prescription ID one character off",
    branch: ["The missing script for Mr Lowe is EPS ID 7F3A21-C82019-4E8KQ, can you pull it down from the Spine?"],
    parent: ["Surgery replied: the prescription for Mr Lowe was sent as 7F3A21-C82019-4E8KO this morning."],
    conflicts: [["7F3A21-C82019-4E8KQ", "7F3A21-C82019-4E8KO"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h86 wholesaler account number with and without spaces",
    branch: ["Our Alliance account number is 482 1193 if they ask on the phone."],
    parent: ["Alliance Healthcare — Order confirmation\nAccount no: 4821193\nDelivery: next working day AM"],
    conflicts: [],
    paraphrases: [["482 1193", "4821193"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h86 drug recall batch number",
    branch: ["The drug alert is for batch BN23K417 of the co-codamol 30/500, quarantine anything with that number."],
    parent: [
      "MHRA Class 2 Medicines Recall — Co-codamol 30mg/500mg tablets — affected batch: BN23K471, expiry 08/2026. Action: quarantine stock and return to supplier.",
    ],
    conflicts: [["BN23K417", "BN23K471"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h86 two GP surgeries' ODS codes",
    branch: ["Riverside Surgery's ODS code is Y02718, it's on the nomination form."],
    parent: ["Hill Street Medical Centre's ODS code is Y02719."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },

  // ---------------------------------------------------------------- negation
  {
    name: "h86 diazepam script handed out or not",
    branch: ["The diazepam script for Ms Reid is still in date, you can hand it out when she comes in."],
    parent: [
      "Don't hand out Ms Reid's diazepam — it's a Schedule 4 CD and the script is dated 2 October, so it expired after 28 days. She needs a new one from the GP.",
    ],
    conflicts: [["you can hand it out", "Don't hand out Ms Reid's diazepam"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h86 walk-ins at the Covid booster clinic",
    branch: ["We're taking walk-ins for Covid boosters this Saturday, put a sign in the window."],
    parent: ["COVID BOOSTERS SATURDAY — BOOKED APPOINTMENTS ONLY, no walk-ins. Book online or at the counter."],
    conflicts: [["We're taking walk-ins", "no walk-ins"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h86 Boxing Day wholesaler delivery",
    branch: ["Alliance will deliver on Boxing Day, so we can order on Christmas Eve as normal."],
    parent: ["Alliance Christmas schedule: no delivery 26/12, orders placed 24/12 arrive 29/12."],
    conflicts: [["will deliver on Boxing Day", "no delivery 26/12"]],
    paraphrases: [["Christmas Eve", "24/12"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h86 locum not in on Monday against the rota",
    branch: ["Raj isn't in on Monday, Kemi's covering the morning."],
    parent: ["Rota w/c 10 Nov\nMon: R. Mehta (locum)\nTue: D. Rai\nWed: K. Obi\nThu: D. Rai\nFri: R. Mehta"],
    conflicts: [["Raj isn't in on Monday", "Mon: R. Mehta"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h86 discontinued decongestant said twice",
    branch: ["We're not stocking the Sudafed 12s any more."],
    parent: ["Sudafed Decongestant 12 tablets — discontinued by the manufacturer, we won't be reordering."],
    conflicts: [],
    paraphrases: [["not stocking", "won't be reordering"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h86 driver takes returns but not sharps bins",
    branch: ["The driver won't take the sharps bins, they go with the council collection."],
    parent: ["Driver collects the patient-returned medicines every Tuesday and drops them at the waste contractor."],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h86 Saturday flu clinic plan",
    branch: ["Saturday's flu clinic runs 9 to 1 with two pharmacists and 120 slots."],
    parent: ["Flu clinic Sat 8 Nov: 9am-1pm, 2 pharmacists, 100 slots (5-min appointments)."],
    conflicts: [["120 slots", "100 slots"]],
    paraphrases: [
      ["9 to 1", "9am-1pm"],
      ["two pharmacists", "2 pharmacists"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h86 dosette patient summary, all agreeing",
    branch: ["Mr Kowalski's dosette is 7-day trays, collected Thursdays, four meds in the morning and two at night."],
    parent: ["MDS — K. Kowalski — weekly trays — collection: Thu — AM x4, PM x2 — final check: DR"],
    conflicts: [],
    paraphrases: [
      ["7-day trays", "weekly trays"],
      ["Thursdays", "Thu"],
      ["four meds in the morning", "AM x4"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h86 month-end prescription claim tallies",
    branch: ["We sent off 6,412 items for October, 212 of them paid and the rest exempt."],
    parent: ["October FP34 submission: 6412 items, 221 paid, 6191 exempt."],
    conflicts: [["212 of them paid", "221 paid"]],
    paraphrases: [["6,412 items", "6412 items"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h86 locum booking email",
    branch: ["booked Sam for Sat 22 Nov, 9-5:30, £35/hr"],
    parent: [
      "Hi Deepa,\n\nThanks for the booking. Confirming locum cover at Kingsway Pharmacy on Saturday 29 November, 09:00-17:30, at £35 per hour.\n\nBest,\nSam Okafor\nGPhC 2071845",
    ],
    conflicts: [["Sat 22 Nov", "Saturday 29 November"]],
    paraphrases: [
      ["9-5:30", "09:00-17:30"],
      ["£35/hr", "£35 per hour"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h86 care home delivery round reordered",
    branch: ["Thursday's care home round covers Oakfield, Larch Lodge and St Anne's."],
    parent: ["Thu round — St Anne's, Oakfield, Larch Lodge — driver: Pete"],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h86 Pharmacy First weekly tallies",
    branch: ["last week we did 14 UTI consults, 9 sore throats and 6 earaches under Pharmacy First"],
    parent: ["Pharmacy First w/e 07/11 — UTI: 14 | Sore throat: 9 | Acute otitis media: 5 | Shingles: 2"],
    conflicts: [["6 earaches", "Acute otitis media: 5"]],
    paraphrases: [["14 UTI consults", "UTI: 14"]],
    shapes: ["multi", "paraphrase"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h86 prescription ready day corrected",
    branch: ["Mrs Lane's prescription will be ready Tuesday afternoon."],
    parent: [
      "Correction for Mrs Lane: her prescription won't be ready until Wednesday, the wholesaler is short on her Estradot patches.",
    ],
    conflicts: [["ready Tuesday", "until Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h86 private flu jab price self-corrected",
    branch: ["Private flu jab is £18 — sorry, £16, I was looking at last year's poster."],
    parent: ["Our private flu vaccination costs sixteen pounds this season."],
    conflicts: [],
    paraphrases: [["£16", "sixteen pounds"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h86 inhaler order amended",
    branch: ["Amended: we need 4 boxes of Fostair 100/6, not 2."],
    parent: ["Order placed with AAH: Fostair 100/6 inhaler — 2 boxes."],
    conflicts: [["4 boxes", "2 boxes"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h86 compliance pack delivery address corrected",
    branch: ["Deliver Mr Shah's compliance packs to 14 Elm Court."],
    parent: ["Correction from Mr Shah's daughter: he's moved, the packs now go to 41 Elm Court, not 14."],
    conflicts: [["14 Elm Court", "41 Elm Court"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- list
  {
    name: "h86 wholesaler order lines",
    branch: ["for tomorrow's order: 10 atorvastatin 20, 6 amlodipine 5, 8 omeprazole 20"],
    parent: [
      "AAH order 30418 — submitted 17:02\nAtorvastatin 20mg tabs 28 — qty 10\nAmlodipine 5mg tabs 28 — qty 4\nOmeprazole 20mg caps 28 — qty 8",
    ],
    conflicts: [["6 amlodipine", "Amlodipine 5mg tabs 28 — qty 4"]],
    paraphrases: [["10 atorvastatin 20", "Atorvastatin 20mg tabs 28 — qty 10"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h86 anaphylaxis kit reordered",
    branch: [
      "Flu clinic anaphylaxis kit: adrenaline 1:1000 ampoules, 1 ml syringes, 25mm needles, the protocol sheet.",
    ],
    parent: [
      "Checked the anaphylaxis box: protocol sheet, 25mm needles, 1 ml syringes, adrenaline 1 mg/ml ampoules — all in date.",
    ],
    conflicts: [],
    paraphrases: [["1:1000", "1 mg/ml"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h86 shortages list",
    branch: ["OOS at the moment: Evorel 50 patches, Creon 25000, amoxicillin 250mg/5ml suspension."],
    parent: ["Current shortages (wholesaler): Evorel 50, Creon 10000, amoxicillin susp 250/5 — GP informed."],
    conflicts: [["Creon 25000", "Creon 10000"]],
    paraphrases: [["amoxicillin 250mg/5ml suspension", "amoxicillin susp 250/5"]],
    shapes: ["list", "paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words
  {
    name: "h86 two Mrs Ahmeds on ramipril",
    branch: ["Mrs Nadia Ahmed's repeat is ramipril 5mg."],
    parent: ["Mrs Farah Ahmed's repeat is ramipril 10mg, same surname, different household."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h86 husband and wife on omeprazole",
    branch: ["Mr Grant takes omeprazole 20mg once a day."],
    parent: ["Mrs Grant is on omeprazole 40mg, her husband's on the lower dose."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h86 two wholesalers' cut-off times",
    branch: ["AAH's order cut-off is 5pm for next-morning delivery."],
    parent: ["Phoenix's cut-off is 3:30pm for the afternoon van tomorrow."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h86 two flu vaccines' stock",
    branch: ["We've 60 doses of QIVc left for the under-65s."],
    parent: ["aQIV for the over-65s: 40 doses left in fridge 2."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------- paraphrase
  {
    name: "h86 liquid dose on the label",
    branch: ["the label for the cetirizine liquid should say 5ml twice a day"],
    parent: [
      "CETIRIZINE 5mg/5ml ORAL SOLUTION\nTake ONE 5ml spoonful TWICE daily.\nMay cause drowsiness.\nKingsway Pharmacy",
    ],
    conflicts: [],
    paraphrases: [["twice a day", "TWICE daily"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h86 prescription charge in words",
    branch: ["The prescription charge is nine pounds ninety an item now."],
    parent: ["NHS prescription charge (England): £9.90 per item."],
    conflicts: [],
    paraphrases: [["nine pounds ninety", "£9.90"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h86 home delivery slot in the 12- and 24-hour clock",
    branch: ["Tell Mrs Evans the driver will come between 2 and 4 tomorrow."],
    parent: ["Delivery slot — Mrs Evans — 14:00-16:00 — 2 items, signature needed."],
    conflicts: [],
    paraphrases: [["between 2 and 4", "14:00-16:00"]],
    shapes: ["paraphrase"],
  },
];
