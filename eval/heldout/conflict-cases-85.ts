import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 85 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: independent opticians and hearing-aid audiologists (eye test recalls, spectacle
 * prescriptions with sphere/cylinder/axis/add and pupillary distances, frame and lens orders from the
 * glazing lab and remakes, contact lens trials and direct-debit plans, NHS vouchers and GOS claims,
 * hearing tests and audiograms, hearing aid fittings, domes, wax guards and battery orders,
 * domiciliary visits to care homes, optometrist and dispenser rotas, warranty and repair claims with
 * manufacturers, deposits and invoices). About a third of the messages are trade-style: lab order
 * forms and job tickets, prescription lines, recall letters, fitting notes, supplier delivery notes,
 * rota lines, terse texts and DMs, and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: eye test recall time (11:40 against 11:45); right-eye sphere (-2.25 against -2.50);
 *   hearing aid fitting date a day off (also paraphrase); contact lens direct debit with swapped
 *   digits (also paraphrase); cylinder axis (175 against 157); audiogram threshold at 2 kHz (45
 *   against 54 dB); frame deposit (also paraphrase); left monocular PD while the right PD has the
 *   branch's number (also shared-words); glazing lab due date a day off inside a job summary (also
 *   multi, paraphrase); hearing aid battery packs in words against a figure
 * - identifier: glazing lab job number; a care group PO written with different separators (no
 *   conflict, also paraphrase); hearing aid serial number on a repair claim; two delivery notes a
 *   week apart from one contact lens supplier (no conflict, also shared-words, paraphrase)
 * - negation: NHS voucher eligibility; the lab covering a remake; wax guards included in the
 *   aftercare plan; an optometrist off Monday and in Tuesday (no conflict, also paraphrase); hearing
 *   aid warranty covering the receiver but not the shell (no conflict); one care home resident
 *   skipped while the rest are seen (no conflict)
 * - multi: lab job ticket (lens index differs); dispenser rota (Thursday's name differs, also
 *   paraphrase); contact lens delivery, all agreeing (no conflict, also paraphrase); GOS claim
 *   summary, all agreeing (no conflict, also paraphrase); care home visit list reordered (no
 *   conflict, also list); recall batch tallies (did-not-attend count differs); plus the lab due
 *   date under close
 * - correction: fitting day corrected in the branch; varifocal deposit corrected in the parent;
 *   contact lens trial fee self-corrected inside one text (no conflict, also paraphrase); collection
 *   date self-corrected in the parent (no conflict, also paraphrase)
 * - list: audiology restock list (one quantity differs); lens order list (coating differs, also
 *   paraphrase); domiciliary kit reordered (no conflict, also paraphrase); plus the care home list
 *   under multi
 * - shared-words: two branches of one practice chain (no conflict, also paraphrase); Mrs Hughes and
 *   Mrs Hughes-Hall with their own prescriptions (no conflict); left and right hearing aids with
 *   different dome sizes (no conflict); two care homes of one group (no conflict); one patient's
 *   distance and reading glasses (no conflict); plus the two delivery notes under identifier and the
 *   PDs under close
 * - paraphrase: frame price in words (no conflict) and hearing test time in words (no conflict),
 *   plus paraphrase pairs inside 16 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 17 (the battery packs case, tagged paraphrase at first, is scored as close only: its words against a figure is the conflict itself).
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_85: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h85 eye test recall time",
    branch: [
      "what time did we give Mr Oduya for his eye test on Wednesday? he's phoned to check",
      "11:40 with Priya. I told him to bring his current distance specs and the drops list from the GP.",
    ],
    parent: [
      "Dear Mr Oduya,\n\nYour routine eye examination is now due. We have reserved an appointment for you on Wednesday 14 May at 11:45 with our optometrist, Priya Sandhu. Please bring your current spectacles and a list of any medication.\n\nKind regards,\nThe team at Fernhill Eyecare, 12 Market Row",
    ],
    conflicts: [["11:40", "11:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h85 right eye sphere",
    branch: [
      "what's the right sphere on Gemma Whitlock's new Rx? lab's asking before they surface",
      "R -2.25, she went up a quarter since last time. Left hasn't changed.",
    ],
    parent: [
      "Rx — G. Whitlock — 03/06\nR  -2.50 / -0.50 x 90\nL  -1.75 / -0.25 x 85\nAdd: n/a   PD 31/30.5\nOptom: T. Marsh",
    ],
    conflicts: [["R -2.25", "R  -2.50"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h85 hearing aid fitting date",
    branch: [
      "when's Mr Pettifer coming in for his fitting?",
      "Tuesday 10 June, 2pm. Aids arrived from Phonak this morning, I've programmed them off his audiogram already.",
    ],
    parent: [
      "Fitting notes — B. Pettifer — booked Weds 11 June 14:00 with Hannah (audiologist). Bilateral RIC, receivers size 2M, open domes to start. Bring partner for the real-ear check.",
    ],
    conflicts: [["Tuesday 10 June", "Weds 11 June"]],
    paraphrases: [["2pm", "14:00"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h85 contact lens direct debit",
    branch: [
      "how much is Leah Brannigan paying a month on the lens plan?",
      "£14.50 a month by direct debit, that covers the dailies and her aftercare.",
    ],
    parent: [
      "Lens care plan — L. Brannigan\nProduct: daily disposable, 30/month both eyes\nMonthly DD: £15.40, collected on the 1st\nIncludes: annual aftercare + 10% off spectacles\nStart: 1 July",
    ],
    conflicts: [["£14.50 a month", "£15.40"]],
    paraphrases: [["a month", "Monthly"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h85 cylinder axis",
    branch: [
      "Can you read me the axis on Mr Kowalczyk's left eye? The handwriting on the record card is awful",
      "Axis is 175. Cyl -1.00 on that side.",
    ],
    parent: [
      "Lab order — Kowalczyk, D — SV distance\nR: +0.75 / -0.75 x 10\nL: +1.00 / -1.00 x 157\nPD 33 / 32, frame Lindberg 1012 col. 10",
    ],
    conflicts: [["Axis is 175", "x 157"]],
    paraphrases: [["Cyl -1.00", "-1.00"]],
    shapes: ["close"],
  },
  {
    name: "h85 audiogram threshold",
    branch: [
      "what was Mrs Danso's right ear at 2k on the audiogram? the manufacturer wants it for the custom order",
      "45 dB at 2 kHz right ear, sloping down to 65 at 4k.",
    ],
    parent: [
      "Audiogram summary — E. Danso — 19/05\nRight AC: 250 Hz 20, 500 Hz 25, 1 kHz 35, 2 kHz 54, 4 kHz 65 dB HL\nLeft AC: within 10 dB of right throughout\nTymps normal both sides. Referred for bilateral fitting.",
    ],
    conflicts: [["45 dB at 2 kHz", "2 kHz 54"]],
    paraphrases: [["65 at 4k", "4 kHz 65"]],
    shapes: ["close"],
  },
  {
    name: "h85 frame deposit",
    branch: [
      "did Mr Achebe leave a deposit on the Tom Davies frame?",
      "Yes, sixty pounds on card. Balance on collection.",
    ],
    parent: [
      "RECEIPT — Fernhill Eyecare\nCustomer: K. Achebe\nDeposit (card): £65.00\nFrame: Tom Davies TD512 — to order\nBalance due on collection",
    ],
    conflicts: [["sixty pounds", "£65.00"]],
    paraphrases: [["Balance on collection", "Balance due on collection"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h85 monocular PDs",
    branch: [
      "what monocular PDs did you take for Ruth Calloway? I need them for the varifocal order",
      "right 31.5, left 32. Fitting height 20 both.",
    ],
    parent: [
      "Dispensing record — R. Calloway\nVarifocal, 1.6 index, anti-reflective\nMono PD: R 31.5 / L 30.5\nFitting heights: R 20, L 20\nDispensed by: Sean",
    ],
    conflicts: [["left 32", "L 30.5"]],
    paraphrases: [["Fitting height 20 both", "R 20, L 20"]],
    shapes: ["close", "shared-words"],
  },
  {
    name: "h85 glazing lab due date",
    branch: [
      "where are we with the Mbeki job at the lab?",
      "Ordered Monday, 1.67 index with blue filter, due back Thursday the 19th, and she's paid in full so it's just collection.",
    ],
    parent: [
      "Lab ack — Northgate Optical Labs — job for MBEKI, A\nLens: 1.67 SV, blue-light AR\nOrder received: Mon 16/06\nDespatch due: Fri 20/06\nPayment: paid in full (card)",
    ],
    conflicts: [["Thursday the 19th", "Fri 20/06"]],
    paraphrases: [["1.67 index with blue filter", "1.67 SV, blue-light AR"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h85 battery packs",
    branch: [
      "how many packs of size 312 did we order from the wholesaler?",
      "twelve packs of 312, should do the drop-in clinic until August",
    ],
    parent: [
      "Order #BX-8812 — Audiosupply Direct\n13 x size 312 zinc-air (60 cells per pack)\n4 x size 13 zinc-air\nDelivery: next working day",
    ],
    conflicts: [["twelve packs", "13 x size 312"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- identifier
  {
    name: "h85 glazing lab job number",
    branch: [
      "what's the lab job number for Mr Fenwick's remake? they want it on the phone",
      "NGL-40917, it's on the ticket in the tray.",
    ],
    parent: [
      "JOB TICKET\nLab: Northgate Optical\nJob no: NGL-40971\nPatient: Fenwick, C\nReason: remake — wrong base curve\nDue: 5 working days",
    ],
    conflicts: [["NGL-40917", "NGL-40971"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h85 care group purchase order",
    branch: [
      "which PO do I put on the invoice for the Larkspur care group hearing checks?",
      "PO 7731-22-B, their finance office won't pay without it.",
    ],
    parent: [
      "From: accounts@larkspurcare.co.uk\nSubject: Purchase order for domiciliary audiology\n\nPlease quote purchase order 7731/22/B on all invoices for the June resident hearing checks.\n\nThanks,\nMaureen Tate\nFinance, Larkspur Care Group",
    ],
    conflicts: [],
    paraphrases: [["PO 7731-22-B", "purchase order 7731/22/B"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h85 hearing aid serial number",
    branch: [
      "which serial did you put on the Oticon repair claim for Mr Ibbotson's left aid?",
      "serial 2218K4470, from the battery door.",
    ],
    parent: [
      "Repair request — Oticon UK\nPatient: R. Ibbotson\nDevice: left RIC\nSerial no: 2218K4407\nFault: intermittent, no sound after battery change\nIn warranty: yes",
    ],
    conflicts: [["2218K4470", "2218K4407"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h85 two contact lens delivery notes",
    branch: [
      "Delivery note DN-55102 — Clearview Lens Supplies — 2 June\n6 x Dailies Aqua -3.00 (90pk)\n2 x toric trial -1.25/-0.75 x 180",
    ],
    parent: [
      "Delivery note DN-55388 — Clearview Lens Supplies — 9 June\n4 x Dailies Aqua -2.50 (90pk)\n1 x multifocal trial +1.50 add med",
      "the second of June box went into the lens fridge drawer, this one's in the back office",
    ],
    conflicts: [],
    paraphrases: [["2 June", "the second of June"]],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },

  // ---------------------------------------------------------------- negation
  {
    name: "h85 NHS voucher eligibility",
    branch: [
      "is Callum Reyes entitled to an NHS voucher for his glasses?",
      "Yes, he gets a voucher, I went through the GOS3 form with his mum.",
    ],
    parent: [
      "GOS3 check — C. Reyes — not eligible for voucher: turned 19 in March, no longer in full-time education. Patient to pay full price; offered 20% student discount instead.",
    ],
    conflicts: [["he gets a voucher", "not eligible for voucher"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h85 lab covering a remake",
    branch: [
      "is the lab paying for Mrs Okonjo's remake or are we?",
      "Lab's covering it, Karen said so on the phone this morning.",
    ],
    parent: [
      "From: Karen at Northgate Optical Labs\nRe: remake OKONJO\n\nWe've checked the job against the order form and the heights were glazed as specified, so we won't cover this remake; it will be charged at the standard remake rate.\n\nKaren Boyd\nCustomer Service",
    ],
    conflicts: [["Lab's covering it", "we won't cover this remake"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h85 wax guards in aftercare plan",
    branch: [
      "does Mr Lindqvist's aftercare plan include wax guards or does he pay for them?",
      "they're included, he just asks at the desk",
    ],
    parent: [
      "Aftercare plan — J. Lindqvist — Bronze\nCovered: 6-monthly clean and check, dome changes\nNot included: wax guards, batteries (charged at counter price)",
    ],
    conflicts: [["they're included", "Not included: wax guards"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h85 optometrist off Monday",
    branch: ["is Tom in on Monday?", "No, Tom's off Monday, he's on the CPD course in Leeds. Back Tuesday."],
    parent: [
      "Rota — w/c 23 June\nMon: Priya (optom), Sean (DO)\nTue: Tom (optom), Sean (DO)\nWed: Priya, Ellie",
      "Tom's working on the 24th, so put the two diabetic recalls with him",
    ],
    conflicts: [],
    paraphrases: [["Back Tuesday", "working on the 24th"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h85 warranty receiver not shell",
    branch: [
      "is the new receiver for Mrs Abara's aid under warranty?",
      "Yes, the receiver's covered, it's only 14 months old.",
    ],
    parent: [
      "Signia said the cracked shell on Mrs Abara's aid isn't covered under warranty because it's accidental damage, so that part is £45 to the patient.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h85 care home resident skipped",
    branch: [
      "are we still seeing everyone at Willowmead on Friday?",
      "Yes, all nine residents on the list are being seen Friday, the manager's confirmed the lounge.",
    ],
    parent: [
      "Willowmead — domiciliary sight tests Friday\nList of 9 confirmed by manager\nNB Mr Heslop (room 4) is in hospital; he won't be seen this visit, rebook for July. He isn't on the Friday list.",
    ],
    conflicts: [],
    paraphrases: [["all nine residents on the list", "List of 9"]],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h85 lab job ticket lens index",
    branch: [
      "what went on the order for Mr Garside?",
      "Varifocal, 1.6 index, Crizal coating, frame supplied by us, to go out Tuesday.",
    ],
    parent: [
      "LAB ORDER — GARSIDE, P\nLens: Varifocal, 1.67 index\nCoating: Crizal\nFrame: practice supply (Ray-Ban RB5154)\nRequired by: Tuesday",
    ],
    conflicts: [["1.6 index", "1.67 index"]],
    paraphrases: [["frame supplied by us", "practice supply"]],
    shapes: ["multi"],
  },
  {
    name: "h85 dispenser rota",
    branch: [
      "who's dispensing next week?",
      "Sean Monday and Tuesday, Ellie Wednesday, Sean again on Thursday, Ellie Friday.",
    ],
    parent: ["DO rota w/c 30/06\nMon — Sean\nTue — Sean\nWed — Ellie\nThu — Ellie\nFri — Ellie\nSat — closed"],
    conflicts: [["Sean again on Thursday", "Thu — Ellie"]],
    paraphrases: [["Ellie Wednesday", "Wed — Ellie"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h85 contact lens delivery all agreeing",
    branch: [
      "did the Bausch order turn up?",
      "yes — three boxes of the monthly torics, two solution packs, and the trial set, all signed for at quarter to ten",
    ],
    parent: [
      "DELIVERY NOTE — Bausch + Lomb UK\nDelivered 09:45, signed E. Porter\n3 x Ultra for Astigmatism (monthly)\n2 x Biotrue solution 300ml twin pack\n1 x trial lens set",
    ],
    conflicts: [],
    paraphrases: [
      ["quarter to ten", "09:45"],
      ["three boxes", "3 x"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h85 GOS claim summary all agreeing",
    branch: [
      "how did the May GOS claims come out?",
      "We sent 142 sight test claims and 38 vouchers, paid on the 10th, total just over four thousand two hundred.",
    ],
    parent: [
      "PCSE payment advice — May\nGOS1 sight tests: 142\nGOS3 vouchers: 38\nPayment date: 10/06\nTotal: £4,213.60",
    ],
    conflicts: [],
    paraphrases: [
      ["just over four thousand two hundred", "£4,213.60"],
      ["paid on the 10th", "Payment date: 10/06"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h85 care home visit list reordered",
    branch: [
      "which homes are on Thursday's domiciliary run?",
      "Rosebank, Ashgrove Court, then The Beeches, then Millfield House",
    ],
    parent: [
      "Domiciliary run Thu — order by postcode:\n1. Millfield House\n2. The Beeches\n3. Rosebank\n4. Ashgrove Court",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h85 recall batch tallies",
    branch: [
      "how did last month's recall batch go?",
      "310 letters out, 186 booked, 22 did not attend, the rest haven't replied.",
    ],
    parent: ["Recall report — May\nLetters sent: 310\nBooked: 186\nDNA: 27\nNo response: 97"],
    conflicts: [["22 did not attend", "DNA: 27"]],
    paraphrases: [["310 letters out", "Letters sent: 310"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h85 fitting day corrected in branch",
    branch: ["when's Mrs Trelawney's fitting?", "Wednesday — no sorry, I moved her, it's Thursday now at 10."],
    parent: ["Appointment: Mrs J. Trelawney — hearing aid fitting — Wednesday 10:00 — Hannah"],
    conflicts: [["it's Thursday now", "Wednesday 10:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h85 varifocal deposit corrected in parent",
    branch: ["what deposit did Mr Sato put down on the varifocals?", "£80, card"],
    parent: [
      "Sato deposit £80 taken on card",
      "Correction: Mr Sato's deposit was £95 not 80, I'd rung up the frame only. Sorry!",
    ],
    conflicts: [["£80", "£95"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h85 trial fee self-corrected",
    branch: ["how much is the contact lens trial fee now?", "£35 — wait no, it went up in April, it's £40."],
    parent: ["Price list from April: contact lens fitting and trial £40.00, refundable against a 12-month plan."],
    conflicts: [],
    paraphrases: [["it's £40", "£40.00"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h85 collection date self-corrected in parent",
    branch: ["when can Mr Ndlovu collect his glasses?", "Saturday the 28th, lab confirmed"],
    parent: ["Ndlovu specs ready Fri 27 June — sorry, that's despatch; ready to collect Sat 28 June. Texted him."],
    conflicts: [],
    paraphrases: [["Saturday the 28th", "Sat 28 June"]],
    shapes: ["correction", "paraphrase"],
  },

  // ---------------------------------------------------------------- list
  {
    name: "h85 audiology restock list",
    branch: [
      "what's going on the audiology restock?",
      "10 packs open domes 8mm, 6 packs closed domes 10mm, 20 wax guard cards, 4 cleaning kits",
    ],
    parent: [
      "Restock — Audiosupply Direct\n10 x open dome 8mm (10pk)\n6 x closed dome 10mm (10pk)\n12 x wax guard cards\n4 x cleaning kit",
    ],
    conflicts: [["20 wax guard cards", "12 x wax guard cards"]],
    paraphrases: [["6 packs closed domes 10mm", "6 x closed dome 10mm"]],
    shapes: ["list"],
  },
  {
    name: "h85 lens order list coating",
    branch: [
      "what did we order for the Pilkington family?",
      "Dad: SV distance, anti-reflective. Mum: varifocals, photochromic. Daughter: SV, blue filter.",
    ],
    parent: [
      "Order — PILKINGTON x3\n1. Mr: single vision distance, AR coat\n2. Mrs: varifocal, clear + AR\n3. Miss: single vision, blue-light filter",
    ],
    conflicts: [["varifocals, photochromic", "varifocal, clear + AR"]],
    paraphrases: [["SV distance, anti-reflective", "single vision distance, AR coat"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h85 domiciliary kit reordered",
    branch: [
      "what's in the dom kit for tomorrow?",
      "portable slit lamp, trial frame, the focimeter, and two spare otoscope batteries",
    ],
    parent: ["Dom bag checklist:\n- 2 x otoscope spare batteries\n- focimeter\n- trial frame\n- portable slit lamp"],
    conflicts: [],
    paraphrases: [["two spare otoscope batteries", "2 x otoscope spare batteries"]],
    shapes: ["list", "paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words
  {
    name: "h85 two branches of one chain",
    branch: ["what are the Saturday hours at Clarke & Rowe Hebden?", "Hebden opens 9 till 1 on Saturdays."],
    parent: [
      "Clarke & Rowe Todmorden is open Saturday 9:00-17:00 with an optom all day.",
      "and Hebden's Saturday is 9am to 1pm, dispensing only",
    ],
    conflicts: [],
    paraphrases: [["9 till 1", "9am to 1pm"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h85 Mrs Hughes and Mrs Hughes-Hall",
    branch: ["what add is Mrs Hughes on?", "Mrs Hughes is +2.50 add, readers only."],
    parent: ["Rx — Mrs M. Hughes-Hall — R +1.00 L +1.25, add +2.00, varifocal"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h85 left and right dome sizes",
    branch: ["what dome did you put on Mr Quayle's right aid?", "right aid has an 8mm open dome"],
    parent: ["Fitting notes — T. Quayle — left aid: 10mm closed dome (more loss that side). Right unchanged."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h85 two care homes of one group",
    branch: ["how many residents at Larkspur Lodge want hearing checks?", "Larkspur Lodge has 14 on the list."],
    parent: [
      "Larkspur House (the other Larkspur home, on Station Rd) has 9 residents booked for hearing checks on the 17th.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h85 distance and reading glasses",
    branch: ["what frame did Mr Oyelaran pick for his distance pair?", "distance pair is the Ray-Ban RB5228 in black"],
    parent: ["Oyelaran reading glasses — frame: Silhouette 5515 rimless, lenses SV near +2.25"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------- paraphrase
  {
    name: "h85 frame price in words",
    branch: ["how much is the Lindberg frame Mrs Farrow liked?", "two hundred and forty-five pounds, frame only"],
    parent: ["Lindberg 1012 col. 10 — RRP £245 (frame only)"],
    conflicts: [],
    paraphrases: [["two hundred and forty-five pounds", "£245"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h85 hearing test time in words",
    branch: ["what time is Mr Quinlan's hearing test?", "half past two, Thursday"],
    parent: [
      "Hi Mr Quinlan, reminder of your hearing assessment on Thursday at 14:30 at Fernhill Hearing. Please allow an hour. Reply C to cancel.",
    ],
    conflicts: [],
    paraphrases: [["half past two", "14:30"]],
    shapes: ["paraphrase"],
  },
];
