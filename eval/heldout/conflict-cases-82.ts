import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 82 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: locksmiths, security alarm and CCTV installers (lock changes and emergency lock-out
 * call-outs, key cutting orders and master-key suites, restricted key sections and registration
 * cards, alarm panel installs and engineer visits, maintenance contracts and police-response URNs,
 * CCTV camera counts and recorder retention, access-control fobs and door entry, insurance-approved
 * lock standards, safe openings and deliveries, quotes, deposits and invoices, supplier delivery
 * notes for cylinders and cable). About a third of the messages are trade-style: job sheets,
 * engineer visit reports, key schedules, wholesaler order confirmations, delivery notes, rota lines,
 * terse texts and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: dental practice NVR retention days (31 against 30); letting agent key cutting quantity
 *   (24 against 42); alarm engineer visit date a day off; lock-out arrival time (also paraphrase);
 *   safe deposit (also paraphrase); church alarm maintenance fee (also paraphrase); CAT6 drums on a
 *   wholesaler delivery (also paraphrase); front door euro cylinder size while the back door has the
 *   branch's size (also shared-words); access-control quote fob count (also multi, paraphrase);
 *   restricted key section lead time in words against a figure (also paraphrase)
 * - identifier: wholesaler sales order ref; a builder's PO number written with different separators
 *   (no conflict, also paraphrase); police-response URN on an alarm; two delivery notes from one
 *   cylinder supplier (no conflict, also shared-words, paraphrase)
 * - negation: drilling a listed front door; old cylinders left with the customer; back door lock to
 *   BS3621 or not; an engineer on leave Monday and in Tuesday (no conflict, also paraphrase); panel
 *   covered by warranty while standby batteries are not (no conflict); no key cutting on Sundays
 *   while Saturday is open (no conflict)
 * - multi: alarm install detector counts (one differs); master-key suite order quantities (one
 *   differs); CCTV install rota day (also paraphrase); door entry install, all agreeing (no conflict,
 *   also paraphrase); safe opening job sheet, all agreeing (no conflict, also paraphrase); CCTV
 *   delivery list reordered (no conflict, also list)
 * - correction: HMO lock change day corrected in the branch; surgery key count corrected in the
 *   parent; alarm deposit self-corrected inside one text (no conflict); theatre commissioning date
 *   self-corrected in the parent (no conflict, also paraphrase)
 * - list: weekly wholesaler standing order; mill key schedule with one door's key count changed
 *   (also paraphrase); weekend lock-out van checklist reordered (no conflict)
 * - shared-words: two branches of one locksmith chain (no conflict, also paraphrase); Dean Marsh and
 *   Dena Marsh (no conflict); Tuesday's and Friday's loads from one wholesaler (no conflict);
 *   warehouse and office alarms of one customer (no conflict); camera 3 and zone 3 on one site (no
 *   conflict); plus the two delivery notes under identifier and the cylinder sizes under close
 * - paraphrase: safe opening price in words (no conflict) and alarm call-out response terms in words
 *   (no conflict), plus paraphrase pairs inside 15 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 17.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_82: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h82 dental practice NVR retention days",
    branch: [
      "how long is the NVR at Brookfield Dental keeping footage for? practice manager's asking because of a GDPR audit",
      "31 days, then it overwrites. I set it up that way when we swapped the drive.",
    ],
    parent: [
      "ENGINEER VISIT REPORT\nSite: Brookfield Dental Practice, 4 Mill Lane\nEngineer: T. Haddad\nWork: replaced 2TB HDD in 16ch NVR with 4TB surveillance drive, firmware updated\nRecording: continuous + motion, retention set to 30 days\nAll 9 cameras recording OK, customer shown playback",
    ],
    conflicts: [["31 days", "30 days"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h82 letting agent key cutting quantity",
    branch: [
      "how many keys did Harlow Lettings order for the Beacon Court flats?",
      "24 — two per flat for the twelve flats. Going on their account.",
    ],
    parent: [
      "KEY ORDER — Harlow Lettings (acc HL022)\nBeacon Court, flats 1–12\nBlank: UNI3\nQty: 42\nCollect: Thurs pm\nCharge to account",
    ],
    conflicts: [["24 — two per flat", "Qty: 42"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h82 alarm engineer visit date",
    branch: [
      "when's the engineer booked for the fault on Mrs Adeyemi's panel? it keeps showing tamper on zone 4",
      "Thursday 13 November, morning slot. Gareth's going.",
    ],
    parent: [
      "ROTA w/c 10/11\nMon 10/11 — Gareth — Ridley Park service x3\nFri 14/11 AM — Gareth — Adeyemi, 7 Orchard Rise — tamper fault Z4\nFri 14/11 PM — Gareth — Holm Farm annual service",
    ],
    conflicts: [["Thursday 13 November", "Fri 14/11 AM"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h82 Denholme Street lock-out arrival time",
    branch: [
      "what time did you get to the lock-out on Denholme Street last night?",
      "got there at 23:40, had her back in by ten past midnight. Non-destructive, letterbox tool.",
    ],
    parent: [
      "JOB SHEET 5521 — EMERGENCY LOCK-OUT\nAddress: Flat 2, 19 Denholme St\nCall received: 23:05  Arrived: 23:45\nEntry gained: 00:10 (non-destructive, letterbox tool)\nCharge: £95 call-out, paid card",
    ],
    conflicts: [["at 23:40", "Arrived: 23:45"]],
    paraphrases: [["ten past midnight", "00:10"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h82 jewellers safe deposit",
    branch: [
      "has Kowalski Jewellers paid anything up front for the Grade 3 safe?",
      "yes, £350 deposit by bank transfer on Monday. Full price is £1.2k all in, delivered and bolted down.",
    ],
    parent: [
      "Dear Mr Kowalski,\n\nThank you for your order of the Eurograde 3 safe (ref ES3-110). We have received your deposit of £380. The total price including delivery, positioning and anchoring is £1,200 inc VAT; the balance is due on installation.\n\nKind regards,\nNeil Ashworth\nAshworth Safe & Lock Ltd\n01632 960418",
    ],
    conflicts: [["£350 deposit", "deposit of £380"]],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h82 church alarm maintenance fee",
    branch: [
      "what's the Greyfriars Church alarm maintenance contract costing them per year?",
      "£185 a year plus VAT, covers two visits a year and call-outs.",
    ],
    parent: [
      "MAINTENANCE AGREEMENT — SUMMARY\nCustomer: Greyfriars Parish Church\nSystem: intruder alarm, Grade 2, bells-only\nVisits: 2 per annum\nAnnual charge: £158 + VAT\nCall-outs: included, 24/7",
    ],
    conflicts: [["£185 a year", "£158 + VAT"]],
    paraphrases: [["two visits a year", "2 per annum"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h82 CAT6 drums on the school delivery",
    branch: [
      "how much cable came in for the Linwood school CCTV job?",
      "4 drums of white CAT6, 305 metres each. Callum signed for it.",
    ],
    parent: [
      "DELIVERY NOTE DN-60317\nNorthgate Security Distribution\nDeliver to: Linwood Primary (site) — FAO Callum\n3 x C6-305W CAT6 UTP cable 305m white\n2 x PS-12V5 12V 5A PSU\n1 x BX-IP66 junction box pack (10)\nReceived by: C. Barr",
    ],
    conflicts: [["4 drums of white CAT6", "3 x C6-305W"]],
    paraphrases: [["305 metres", "305m"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h82 Ashgrove front door cylinder size",
    branch: [
      "what size cylinder does the front door at 31 Ashgrove need? ordering tonight",
      "40/45 on the front, measured it myself. Anti-snap, 3 star.",
    ],
    parent: [
      "LOCK SURVEY — 31 Ashgrove Rd\nFront door (composite): euro cyl 45/45, TS007 3*\nBack door (uPVC): euro cyl 40/45, TS007 3*\nGarage side door: 5-lever mortice, BS3621\nKeys: 3 per cylinder, front & back keyed alike",
    ],
    conflicts: [["40/45 on the front", "euro cyl 45/45"]],
    paraphrases: [],
    shapes: ["close", "shared-words"],
  },
  {
    name: "h82 Marlowe House access-control quote",
    branch: [
      "what did we quote Marlowe House for the fob system?",
      "4 readers, 60 fobs, maglocks on both entrances, £2,340 + VAT. Valid 30 days.",
    ],
    parent: [
      "Dear Ms Okonkwo,\n\nFurther to our survey, please find below our quotation for access control at Marlowe House: 4 proximity readers, 66 fobs and maglocks to the front and rear entrances, supplied, installed and commissioned for £2,340 ex VAT. This quotation is valid for 30 days.\n\nRegards,\nDev Mistry\nKeyline Access Systems",
    ],
    conflicts: [["60 fobs", "66 fobs"]],
    paraphrases: [["£2,340 + VAT", "£2,340 ex VAT"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h82 restricted key section lead time",
    branch: [
      "how long for the restricted section keys for Calder Mills? they want them before the tenants move in",
      "ten working days from when the registration card was verified, which was the 3rd.",
    ],
    parent: [
      "ORDER ACK — Restricted Key Section R7\nCustomer ref: Calder Mills\nCard verified: 03/11\nQty: 18 keys\nLead time: 12 working days from verification\n— Tessa, Factory Key Services",
    ],
    conflicts: [["ten working days", "12 working days"]],
    paraphrases: [["the 3rd", "03/11"]],
    shapes: ["close", "paraphrase"],
  },

  // ---------------------------------------------------------------- identifier
  {
    name: "h82 wholesaler sales order ref",
    branch: [
      "what's the order ref for the CEN 6 padlocks from Northgate? they've not turned up",
      "SO-448217, placed Tuesday. Tracking says out for delivery.",
    ],
    parent: [
      "ORDER CONFIRMATION\nNorthgate Security Distribution\nSales order: SO-448271\nAccount: KL0093 Keyline Locksmiths\n6 x closed-shackle padlock CEN 6, keyed alike\nDespatch: next working day",
    ],
    conflicts: [["SO-448217", "SO-448271"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h82 builder's PO with different separators",
    branch: [
      "which PO do I put on the invoice for the Stonebridge site padlocks?",
      "their PO is PO-2291-B, Dunmore Construction. Invoice goes to accounts payable, not the site office.",
    ],
    parent: [
      "Dunmore Construction — Purchase Order\nPO No.: PO 2291 B\nSupplier: Keyline Locksmiths\nSite: Stonebridge Retail Park\nItems: 8 x 70mm closed-shackle padlocks keyed alike; 2 x gate hasps\nInvoices to: accounts.payable@dunmore.example",
    ],
    conflicts: [],
    paraphrases: [["PO-2291-B", "PO 2291 B"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h82 police URN on the tile shop alarm",
    branch: [
      "what's the police URN for the Riverside Tile Co alarm? the ARC are asking",
      "it's 41/ALM/07732, issued 2022. Two keyholders on file.",
    ],
    parent: [
      "Engineer notes — Riverside Tile Co, Unit 6 Canal Wharf\nGrade 2 police-response system, dual-path signalling\nURN: 41/ALM/07723 (re-confirmed with the force at annual review)\nKeyholders: 2 (R. Hume, A. Sethi)",
    ],
    conflicts: [["41/ALM/07732", "41/ALM/07723"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h82 two delivery notes from the cylinder supplier",
    branch: [
      "did the Brightwell cylinders come in? need the 35/40s for tomorrow",
      "yes, Monday's delivery, DN 55810: 10 x 35/40 nickel, 6 x 40/40 brass.",
    ],
    parent: [
      "DELIVERY NOTE 55810 — Brightwell Lock Supply — 17/11/2025\n10 x euro cyl 35/40 SN\n6 x euro cyl 40/40 PB\nSigned: K. Doyle",
      "DELIVERY NOTE 55834 — Brightwell Lock Supply — 19/11/2025\n4 x euro cyl 35/40 SN\n12 x thumbturn cyl 40/40T SN\nSigned: K. Doyle",
    ],
    conflicts: [],
    paraphrases: [
      ["DN 55810", "DELIVERY NOTE 55810"],
      ["Monday's delivery", "17/11/2025"],
    ],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },

  // ---------------------------------------------------------------- negation
  {
    name: "h82 drilling the Old Rectory front door",
    branch: [
      "can we drill the front door at the Old Rectory for the new deadlock, or do we have to use the existing holes?",
      "landlord's agent said drilling is fine, go ahead with the new BS3621 sashlock",
    ],
    parent: [
      "Text from Harriet (Fenwick Estates): re Old Rectory — please NO drilling to the front door, it's Grade II listed. Reuse existing fixings only, thanks",
    ],
    conflicts: [["drilling is fine", "NO drilling to the front door"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h82 old cylinders from the Parkside lock change",
    branch: [
      "what did you do with the old cylinders from the Parkside lock change?",
      "left them with the customer, she wanted to keep them for the shed.",
    ],
    parent: [
      "JOB SHEET 5540 — Lock change after burglary\nCustomer: Mrs J. Lindqvist, 12 Parkside Ave\nFitted: 2 x TS007 3* cylinders 40/50, keyed alike, 5 keys\nOld cylinders: NOT left on site — removed for disposal\nPaid: £210 card",
    ],
    conflicts: [["left them with the customer", "NOT left on site"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h82 Wexcombe Cottage back door to BS3621",
    branch: [
      "is the back door at Wexcombe Cottage up to the insurance standard now?",
      "yes, the back door is BS3621 now, we fitted a new 5-lever mortice on Friday",
    ],
    parent: [
      "Hi Mr Pryce, following Friday's visit: the front door now has a BS3621 5-lever mortice deadlock. The back door is not BS3621 — the stile is too narrow for a 5-lever case, so we fitted a 3-lever as a temporary measure. Please let your insurer know.\nRegards, Amira — Keyline Locksmiths",
    ],
    conflicts: [["the back door is BS3621", "The back door is not BS3621"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h82 engineer on leave Monday, in Tuesday",
    branch: [
      "is Priya working Monday? need someone for the Ellwood panel swap",
      "no, she's on leave Monday. Back in Tuesday from 8.",
    ],
    parent: [
      "ROTA w/c 24/11\nMon 24/11 — Priya: A/L\nTue 25/11 — Priya: Ellwood Garage panel swap, 08:00 start\nWed 26/11 — Priya: Calder Mills fob enrolment",
    ],
    conflicts: [],
    paraphrases: [
      ["on leave Monday", "Mon 24/11 — Priya: A/L"],
      ["from 8", "08:00"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h82 panel under warranty, batteries not",
    branch: [
      "is the new Hollins Farm alarm panel still under warranty? it's died completely",
      "yes, the panel's covered, it only went in this spring. Send Lewis out with a replacement board.",
    ],
    parent: [
      "From the T&Cs we sent Hollins Farm: control equipment carries a 2-year parts and labour warranty from the date of installation. Standby batteries are not covered under the warranty and are replaced at the annual service.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h82 no key cutting on Sundays",
    branch: [
      "can the Market Street shop cut a restricted key on Saturday? customer's card is with us",
      "yes, Saturday's fine till 1pm, Dom's in and he can do restricted.",
    ],
    parent: [
      "Shop hours reminder (Market St): Mon–Fri 8:30–5:30, Sat 9–1. No key cutting on Sundays — we're closed. Restricted keys need Dom or Lou on shift.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h82 Thornbury Road alarm detector count",
    branch: [
      "what's going in at the Thornbury Road house? want to pick the kit tonight",
      "Grade 2 hybrid panel, 6 PIRs, 2 door contacts, 1 external sounder and a keypad in the hall.",
    ],
    parent: [
      "INSTALL SHEET — 58 Thornbury Rd\nPanel: Grade 2 hybrid, 1 x keypad (hall)\nDetectors: 5 x PIR, 2 x door contact\nSounders: 1 x external, 1 x internal\nEngineers: Lewis + Ade, Thurs",
    ],
    conflicts: [["6 PIRs", "5 x PIR"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h82 Fallowfield master key suite order",
    branch: [
      "what's on the master key order for Fallowfield Primary?",
      "14 change keys, 6 masters and 2 grand masters, all on the restricted R7 section.",
    ],
    parent: [
      "KEY ORDER — Fallowfield Primary School master key suite\nSection: R7 restricted\nChange keys: 14\nMaster keys: 6\nGrand master keys: 3\nAuthorised signatory: Mrs D. Ince (Business Manager)",
    ],
    conflicts: [["2 grand masters", "Grand master keys: 3"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h82 Harcourt Vets CCTV install rota day",
    branch: ["who's on the Harcourt Vets CCTV install and when?", "Jordan and Priya, Wednesday, 8am start, van 3."],
    parent: [
      "ROTA w/c 1/12\nThu 4/12 08:00 — Harcourt Vets CCTV install — Jordan/Priya — van 3\nFri 5/12 — Jordan — Linwood Primary snagging",
    ],
    conflicts: [["Wednesday", "Thu 4/12"]],
    paraphrases: [["8am", "08:00"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h82 Kestrel Court door entry, all agreeing",
    branch: [
      "what was agreed for the door entry at Kestrel Court?",
      "video entry panel at the main door with 12 handsets, one per flat, trades button off — fitting Tuesday the 9th, £3,150 plus VAT.",
    ],
    parent: [
      "Confirmed with the managing agent: Kestrel Court — 12-way video door entry, one monitor per flat (12), trades button disabled, install Tues 09/12, price £3,150 + VAT. — Dev",
    ],
    conflicts: [],
    paraphrases: [
      ["Tuesday the 9th", "Tues 09/12"],
      ["trades button off", "trades button disabled"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h82 pawnbroker safe opening, all agreeing",
    branch: [
      "how did the safe opening at the pawnbroker's go?",
      "opened it in about an hour and a half, manipulation, no drilling. £320 inc VAT, she paid cash.",
    ],
    parent: [
      "JOB SHEET 5562 — Safe opening\nCustomer: Penny's Pawnbrokers, 3 Quay St\nMethod: manipulation (non-destructive)\nTime on site: 1.5 hrs\nCharge: £320 inc VAT — paid cash",
    ],
    conflicts: [],
    paraphrases: [
      ["an hour and a half", "1.5 hrs"],
      ["no drilling", "non-destructive"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h82 CCTV delivery list reordered",
    branch: [
      "what came on the Northgate delivery this morning?",
      "2 drums of CAT5e, 8 turret cameras, an 8 channel NVR and a pack of RJ45 plugs.",
    ],
    parent: [
      "DELIVERY NOTE DN-60452 — Northgate Security Distribution\n1 x 8ch NVR 2TB\n1 x RJ45 plug pack (100)\n8 x 4MP turret camera white\n2 x CAT5e UTP 305m drum",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h82 Bramley Street lock change day corrected in the branch",
    branch: [
      "when's the lock change at the Bramley Street HMO?",
      "Thursday the 20th — no sorry, Friday 21st, Thursday's full. Morning.",
    ],
    parent: ["Calendar: Thu 20/11 09:00 — Bramley St HMO lock change x6 rooms — Amira"],
    conflicts: [["Friday 21st", "Thu 20/11"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h82 surgery key count corrected in the parent",
    branch: [
      "how many keys did Greenway Surgery want cut for the new cylinders?",
      "20, for all the staff. Sue's collecting Friday.",
    ],
    parent: [
      "Key order for Greenway Surgery: 20 keys, restricted section, collect Fri.",
      "Correction from Sue at Greenway: make that 25 keys — two new locums starting. Still collecting Fri.",
    ],
    conflicts: [["20, for all the staff", "make that 25 keys"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h82 alarm deposit self-corrected in one text",
    branch: [
      "did the Ferris Yard alarm customer pay the deposit?",
      "yep £150 — sorry, £250, misread the transfer. All in.",
    ],
    parent: ["Deposit received: Ferris Yard intruder alarm — £250 by BACS, 18/11. Balance on completion."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h82 theatre commissioning date self-corrected in the parent",
    branch: [
      "when's the alarm commissioning at the Lantern Theatre?",
      "Monday 8 December, half past nine with the building manager.",
    ],
    parent: [
      "Lantern Theatre commissioning is Mon 1/12 — ignore that, it got moved, it's Mon 8/12 09:30 now. Building manager meeting us at the stage door.",
    ],
    conflicts: [],
    paraphrases: [
      ["Monday 8 December", "Mon 8/12"],
      ["half past nine", "09:30"],
    ],
    shapes: ["correction", "paraphrase"],
  },

  // ---------------------------------------------------------------- list
  {
    name: "h82 weekly wholesaler standing order",
    branch: [
      "what's on our weekly standing order with Northgate now?",
      "10 x 12V 7Ah batteries, 4 x PIRs, 2 x external sounder boxes, 1 box of cable clips.",
    ],
    parent: [
      "Northgate standing order (weekly, Tues delivery) — Keyline acc KL0093:\n- 10 x 12V 7Ah battery\n- 6 x PIR detector\n- 2 x external sounder\n- 1 x cable clip box (100)",
    ],
    conflicts: [["4 x PIRs", "6 x PIR detector"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h82 Ashby Mill key schedule",
    branch: [
      "how many keys per door on the Ashby Mill key schedule?",
      "Main entrance 6, office 4, server room 2, store 3. All on the grand master.",
    ],
    parent: [
      "KEY SCHEDULE — Ashby Mill\nDoor | Cyl | Keys\nMain entrance | 35/45 | six\nOffice | 35/35 | four\nServer room | 35/35 | three\nStore | 30/40 | three\nAll doors on grand master (GMK)",
    ],
    conflicts: [["server room 2", "Server room | 35/35 | three"]],
    paraphrases: [
      ["Main entrance 6", "Main entrance | 35/45 | six"],
      ["store 3", "Store | 30/40 | three"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h82 weekend lock-out van checklist reordered",
    branch: [
      "what needs to be on the van for the lock-out cover this weekend?",
      "letterbox tool, air wedges, 10 assorted euro cylinders, the drill with 2 spare batteries, ID cards and the job sheet book.",
    ],
    parent: [
      "Weekend lock-out van check (Sat/Sun on call — Callum):\n☐ job sheet book + ID cards\n☐ drill + 2 spare batteries\n☐ air wedges\n☐ 10 x assorted euro cyls\n☐ letterbox tool",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },

  // ---------------------------------------------------------------- shared-words
  {
    name: "h82 two branches of one locksmith chain",
    branch: [
      "what are the Saturday hours at the Harrogate branch of Keyline?",
      "Harrogate's open 9 till 4 on Saturdays.",
    ],
    parent: [
      "Keyline Locksmiths opening hours:\nHarrogate — Mon–Fri 08:00–17:30, Sat 09:00–16:00\nKnaresborough — Mon–Fri 08:30–17:00, Sat 09:00–12:30",
    ],
    conflicts: [],
    paraphrases: [["9 till 4", "Sat 09:00–16:00"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h82 Dean Marsh and Dena Marsh",
    branch: [
      "what did Dean Marsh end up paying for the lock change at his flat?",
      "£145, one cylinder and an emergency call-out after 6pm.",
    ],
    parent: [
      "Invoice 3318 — Dena Marsh, 4 Orchard Mews — fit 2 x 5-lever mortice deadlocks to BS3621, key cutting x4 — £265 paid",
      "Dean's one is invoice 3320 if anyone's looking for it — he's at 22 Weaver St, flat 1.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h82 Tuesday's and Friday's wholesaler deliveries",
    branch: ["how many PIRs came on Friday's Northgate delivery?", "12 on Friday, plus 4 keypads."],
    parent: [
      "Tuesday's Northgate delivery: 8 x PIR, 2 x keypad, 1 x 17Ah battery. Signed by Callum.",
      "Friday's Northgate delivery checked in: 12 x PIR and 4 x keypad, all correct.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h82 warehouse and office alarms of one customer",
    branch: [
      "how many zones is the Dalby Logistics office alarm?",
      "the office one is 8 zones, bells-only, no monitoring.",
    ],
    parent: [
      "Dalby Logistics — two systems:\nWarehouse (Unit 9): 24-zone Grade 3, police response, URN 41/ALM/08815\nOffice (Unit 9A): 8-zone Grade 2, bells-only",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h82 camera 3 and zone 3 at Hillcrest Garage",
    branch: [
      "what's camera 3 at the Hillcrest garage pointing at?",
      "camera 3 covers the rear yard gate, it's the 4MP bullet on the corner.",
    ],
    parent: [
      "Hillcrest Garage — alarm zones: Z1 front door contact, Z2 workshop PIR, Z3 rear office PIR, Z4 roller shutter contact.",
      "CCTV: cam 1 forecourt, cam 2 workshop, cam 3 rear yard gate (4MP bullet), cam 4 office.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------- paraphrase
  {
    name: "h82 safe opening price in words",
    branch: [
      "what do we charge for a standard safe opening in town?",
      "two hundred and forty quid, that's with VAT, up to two hours on site",
    ],
    parent: [
      "Price list (standard works, inc VAT): safe opening (non-destructive, up to 2 hrs) £240; lock-out call-out daytime £85",
    ],
    conflicts: [],
    paraphrases: [
      ["two hundred and forty quid", "£240"],
      ["up to two hours", "up to 2 hrs"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h82 alarm call-out response terms in words",
    branch: [
      "how quick do we have to get to a Gold contract customer's alarm fault?",
      "within four hours, any time of day, bank holidays included.",
    ],
    parent: [
      "GOLD MAINTENANCE — service levels\nFault response: 4-hour response, 24/7 inc bank holidays\nRoutine visits: 2 per year\nParts: included up to £150 per visit",
    ],
    conflicts: [],
    paraphrases: [
      ["within four hours", "4-hour response"],
      ["any time of day", "24/7"],
    ],
    shapes: ["paraphrase"],
  },
];
