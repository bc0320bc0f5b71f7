import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 79 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: tattoo and piercing studios (appointment books and deposits, design sizes and placements,
 * session lengths and hourly rates, artist rotas and guest artists, convention bookings,
 * needle/ink/jewellery stock orders and supplier deliveries, aftercare, consent forms and age checks,
 * studio licence and inspection dates).
 *
 * Topics (one per case, 40 in all):
 * - close: half-sleeve appointment time (also paraphrase); cover-up deposit; fern piece height (also
 *   paraphrase); chest session length; 3RL cartridge boxes on a stock order; guest artist hourly rate
 *   (also multi, paraphrase); council inspection date a day off; convention booth number (also
 *   paraphrase); labret posts on a jewellery order; second-skin aftercare days (also paraphrase)
 * - identifier: supplier order ref; autoclave service invoice written with different separators (no
 *   conflict); ink lot number on a client record; two orders from one jewellery supplier (no conflict)
 * - negation: walk-ins on Saturday; numbing cream for a rib piece; deposit refundable; an artist off
 *   Tuesday and in Wednesday (no conflict); cartilage refused for under-16s while lobes are allowed
 *   (no conflict); not tattooing Sunday at a convention but tattooing Saturday (no conflict)
 * - multi: booking sheet with the placement swapped; consumables delivery quantities; Saturday rota
 *   hours; convention booking summary, all agreeing (no conflict); ink delivery list reordered (no
 *   conflict); back piece quote and first session, all agreeing (no conflict)
 * - correction: consult time corrected in the branch; session length corrected in the parent;
 *   deposit self-corrected inside one text (no conflict); licence renewal date self-corrected (no
 *   conflict)
 * - list: piercing aftercare pack contents; starter jewellery order; consent checklist reordered (no
 *   conflict)
 * - shared-words: two BVLA orders (no conflict); Mia Hart and Mia Hartley (no conflict); two studios
 *   of one chain (no conflict); two Bristol conventions (no conflict); a resident and a guest both
 *   called Sam (no conflict); sessions one and two of one back piece (no conflict); two deliveries
 *   from one supplier (no conflict)
 * - paraphrase: piercing price and time in words (no conflict), plus paraphrase pairs inside 15 of
 *   the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 16.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_79: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h79 half-sleeve appointment time",
    branch: [
      "what time is Rosie Quill coming in for the half-sleeve start?",
      "Rosie's booked Fri 14/03 at 13:40 with Marnie, first sitting of the half-sleeve, roughly four hours on the outer arm.",
    ],
    parent: [
      "Appointment confirmation text:\nHi Rosie! You're booked in with Marnie on Friday 14 March at 13:45 for session one of your half sleeve. Please eat beforehand and bring photo ID. See you then x\nBlack Lantern Tattoo",
    ],
    conflicts: [["at 13:40", "at 13:45"]],
    paraphrases: [["Fri 14/03", "Friday 14 March"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h79 cover-up deposit",
    branch: [
      "did Theo Barrett pay the deposit for his cover-up?",
      "Yep, he paid a £65 deposit by card on Tuesday, it comes off the last session.",
    ],
    parent: [
      "BOOKING SHEET — Theo Barrett\nDesign: cover-up, panther over old tribal\nPlacement: L calf\nArtist: Jonno\nDeposit: £56 (card)\nSessions: 2 x 4 hrs\nNotes: patch test not needed",
    ],
    conflicts: [["£65 deposit", "Deposit: £56"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h79 fern piece height",
    branch: [
      "how big did we say Priya's fern piece is going to be?",
      "Priya's fern is 15cm tall down the spine, fine line, single session.",
    ],
    parent: [
      "DM from Priya Sethi: hey!! just checking the fern is still 17cm tall down my spine like we said? and fine line only, no shading pls x",
      "Reply: Hi Priya, yes that's right, 17cm tall, fine line, and we'll get it done in one sitting.",
    ],
    conflicts: [["15cm tall", "17cm tall"]],
    paraphrases: [["single session", "one sitting"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h79 chest session length",
    branch: [
      "how long is Kasim's chest session on the 22nd?",
      "Blocked out 5 hours for Kasim on the 22nd, he wants to push through all the linework in one go.",
    ],
    parent: [
      "ROTA NOTE w/c 17th\nSat 22nd — Ade: Kasim Oyelaran, chest linework, 6 hours blocked, no other bookings for Ade that day",
    ],
    conflicts: [["5 hours", "6 hours blocked"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h79 3RL cartridges on the stock order",
    branch: [
      "how many boxes of 3RL did we put on the Kwadron order?",
      "14 boxes of 3RL, plus the usual 7RM and 9RM top-up.",
    ],
    parent: [
      "STOCK ORDER — Kwadron cartridges via Killer Ink, placed Mon\n- 3RL 0.30 LT: 12 boxes\n- 7RM: 6 boxes\n- 9RM: 6 boxes\n- Grip covers: 2 packs",
    ],
    conflicts: [["14 boxes of 3RL", "3RL 0.30 LT: 12 boxes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h79 guest artist rate from Lisbon",
    branch: [
      "what did we agree with the guest artist from Lisbon?",
      "Inês is in from 3 to 7 June, charging £95/hr, we take 30% and she brings her own machines.",
    ],
    parent: [
      "Email:\nHi Inês,\nLovely to confirm your guest spot with us from 3–7 June. Your rate of £90/hr is fine with us, the studio split is 30%, and you're welcome to use your own machines.\nCheers,\nFin Harrow\nStudio Manager, Gallows Lane Tattoo",
    ],
    conflicts: [["£95/hr", "£90/hr"]],
    paraphrases: [["3 to 7 June", "3–7 June"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h79 council inspection date",
    branch: [
      "when's the environmental health inspection?",
      "EHO is coming Tues 8 April, in the morning, to go through the autoclave logs and the sharps disposal.",
    ],
    parent: [
      "Letter from the council (scanned):\nDear Ms Okafor,\nThis is to confirm an inspection of your premises at 14 Dyer Street under the skin-piercing byelaws on Wednesday 9 April 2025 at 10:00. Please have your registration certificate and sterilisation records available.\nEnvironmental Health Team",
    ],
    conflicts: [["Tues 8 April", "Wednesday 9 April 2025"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h79 convention booth number",
    branch: [
      "which booth have we got at Northern Ink Fest?",
      "We're booth 42, by the main stage, two artists tattooing both days.",
    ],
    parent: [
      "EXHIBITOR CONFIRMATION\nNorthern Ink Fest 2025\nStudio: Gallows Lane Tattoo\nBooth: 24\nArtists: 2\nDays: Sat & Sun\nLoad-in: Fri from 16:00",
    ],
    conflicts: [["booth 42", "Booth: 24"]],
    paraphrases: [["two artists", "Artists: 2"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h79 labret posts on the jewellery order",
    branch: [
      "how many 16g labret posts did we order from Anatometal?",
      "25 of the 16g 8mm labret posts, titanium, with the ends ordered separately.",
    ],
    parent: [
      "Order confirmation #AM-55102\n16g 8mm ASTM F-136 titanium labret post — qty 20\n16g 3mm bezel flat disc end — qty 30\nShipping: tracked, 3–5 working days",
    ],
    conflicts: [["25 of the 16g 8mm labret posts", "labret post — qty 20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h79 second-skin aftercare days",
    branch: [
      "what are we telling people about the second skin now?",
      "Leave the second skin on for 3 days, then peel it off in a warm shower and wash with unscented soap twice a day.",
    ],
    parent: [
      "AFTERCARE CARD (v3, at the printers)\n1. Keep the film on for 4 days.\n2. Remove it under warm running water.\n3. Wash 2x daily with unscented soap.\n4. Thin layer of balm, no more than 3x a day.",
    ],
    conflicts: [["on for 3 days", "on for 4 days"]],
    paraphrases: [["twice a day", "2x daily"]],
    shapes: ["close", "paraphrase"],
  },
  // ---------------------------------------------------------------- identifier
  {
    name: "h79 supplier order reference",
    branch: [
      "what's the ref for the ink order so I can chase it?",
      "Order ref is KX-40817, placed with Kingpin on the 3rd, they said 2 day delivery.",
    ],
    parent: [
      "Supplier email:\nThanks for your order KX-40871 with Kingpin Tattoo Supply UK. Your parcel will be dispatched within 24 hours.\nKingpin Customer Services",
    ],
    conflicts: [["KX-40817", "KX-40871"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h79 autoclave service invoice number",
    branch: [
      "has the autoclave service invoice been paid?",
      "Paid yesterday, invoice INV 2291/B from SteriServe, £148 inc VAT.",
    ],
    parent: ["Accounts note: SteriServe INV-2291-B — £148.00 incl. VAT — paid by BACS 11/02. Next service due Aug."],
    conflicts: [],
    paraphrases: [
      ["INV 2291/B", "INV-2291-B"],
      ["£148 inc VAT", "£148.00 incl. VAT"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h79 ink lot number on a client record",
    branch: [
      "which lot of black did we use on Sunny Adeyemi's piece? She's asking for her record",
      "Dynamic Triple Black, lot 23C114, expiry Sept 2026 — it's on her consent form too.",
    ],
    parent: [
      "CLIENT RECORD — Sunny Adeyemi\nDate: 02/05\nArtist: Rhi\nInk: Dynamic Triple Black, lot 23C141, exp 09/2026\nNeedles: 5RL, 9RM\nSkin: no reactions noted",
    ],
    conflicts: [["lot 23C114", "lot 23C141"]],
    paraphrases: [["expiry Sept 2026", "exp 09/2026"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h79 two orders from one jewellery supplier",
    branch: [
      "which BVLA order had the clickers in?",
      "That was order BV-7731, the one from the 4th: 10 x 16g clickers and 6 x 14g nipple barbells.",
    ],
    parent: [
      "DELIVERY NOTE — BVLA\nOrder BV-7758 (placed 11th)\n- 12 x 16g 3mm tops\n- 20 x 16g 6mm labret posts\nReceived by: Tash, 14th",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  // ---------------------------------------------------------------- negation
  {
    name: "h79 walk-ins on Saturday",
    branch: [
      "are we doing walk-ins this Saturday?",
      "Yes, walk-ins are welcome this Saturday from 11, first come first served.",
    ],
    parent: [
      "Instagram story draft: No walk-ins this Saturday, sorry! We're fully booked. Flash day is back next month 🖤",
    ],
    conflicts: [["walk-ins are welcome this Saturday", "No walk-ins this Saturday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h79 numbing cream for a rib piece",
    branch: [
      "can Ellie use numbing cream for her ribs?",
      "Yes, numbing cream is fine for Ellie, Sasha's OK with it as long as she puts it on an hour before.",
    ],
    parent: [
      "Text from Sasha: just so you know I'm not using numbing cream on Ellie's ribs, it makes the skin go rubbery. Tell her to come in on a full stomach instead",
    ],
    conflicts: [["numbing cream is fine for Ellie", "not using numbing cream on Ellie's ribs"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h79 is the deposit refundable",
    branch: [
      "If Callum cancels with a week's notice, does he get his deposit back?",
      "Yes, deposits are refundable with 7 days' notice, so his £50 would come back to him. It's a 2 hr piece.",
    ],
    parent: [
      "Studio policy (pinned in the group):\n• All deposits are non-refundable.\n• With 7 days' notice a deposit can be moved to a new date once.\n• Deposit is fifty quid for anything under 3 hrs.",
    ],
    conflicts: [["deposits are refundable", "All deposits are non-refundable"]],
    paraphrases: [["£50", "fifty quid"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h79 artist off Tuesday and in Wednesday",
    branch: [
      "can I put a consult in with Kez on Tuesday?",
      "No, Kez isn't in on Tuesday, she's at the dentist. Try Wednesday.",
    ],
    parent: [
      "ROTA wk 12\nMon: Kez, Dom\nTue: Dom, Rhi\nWed: Kez 10-6, Rhi\nThu: closed\nFri: all\nKez free for consults Wed pm",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h79 cartilage for under-16s",
    branch: [
      "can a 14 year old get a helix done if her mum comes in with her?",
      "No, we don't do cartilage on under-16s, even with a parent. Lobes only, with a parent and ID.",
    ],
    parent: [
      "PIERCING POLICY\n- Under 16: earlobes only, parent/guardian present with photo ID\n- 16-17: no nipple or genital piercings\n- 18+: all piercings, ID if they look under 25",
    ],
    conflicts: [],
    paraphrases: [["Lobes only", "earlobes only"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h79 not tattooing Sunday at the convention",
    branch: [
      "is Marnie tattooing on the Sunday at Brighton?",
      "No, Marnie's not tattooing Sunday, she's judging the best-of-day comp. She's tattooing all day Saturday though.",
    ],
    parent: [
      "Convention schedule — Brighton Tattoo Con\nSat: Marnie tattooing 10:00–19:00 (booked solid)\nSun: Marnie on judging panel from 13:00, booth covered by Jonno",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h79 booking sheet with the placement swapped",
    branch: [
      "remind me of Joss Pemberton's booking?",
      "Joss is Thurs 10 July at 11:00 with Ade, moth on the left forearm, 12cm, £60 deposit paid.",
    ],
    parent: [
      "BOOKING — Joss Pemberton\nDate: Thu 10 Jul\nTime: 11:00\nArtist: Ade\nDesign: moth, blackwork, 12cm\nPlacement: R forearm\nDeposit: £60 ✔",
    ],
    conflicts: [["left forearm", "Placement: R forearm"]],
    paraphrases: [
      ["Thurs 10 July", "Thu 10 Jul"],
      ["£60 deposit paid", "Deposit: £60 ✔"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h79 consumables delivery quantities",
    branch: [
      "what came in on the Barber DTS delivery this morning?",
      "Delivery's in: 10 boxes of medium nitrile gloves, 4 rolls of cling film, 6 bottles of green soap and 2 packs of razors.",
    ],
    parent: [
      "DELIVERY NOTE — Barber DTS\nAcct: GLT-004\nNitrile gloves (M) black x 10\nCling film 450mm x 4\nGreen soap 1L x 8\nDisposable razors (pk 100) x 2\nSigned: F. Harrow",
    ],
    conflicts: [["6 bottles of green soap", "Green soap 1L x 8"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h79 Saturday rota hours",
    branch: ["who's on Saturday and when?", "Sat: Kez 10-6, Dom 12-8, Rhi 11-7 in the piercing room."],
    parent: ["ROTA Sat 21/06\nKez 10-6\nDom 11-7\nRhi (piercing) 11-7\nTash front desk 10-6"],
    conflicts: [["Dom 12-8", "Dom 11-7"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h79 Manchester convention booking summary",
    branch: [
      "what's the deal with the Manchester con?",
      "We're booked at Manchester Ink Weekend, 27–28 Sept, booth is £450 and we've paid half, three artists, load-in the Friday after 5pm.",
    ],
    parent: [
      "Email from organiser:\nHi Fin,\nThanks for the deposit of £225 towards your £450 booth at Manchester Ink Weekend (Sat 27 & Sun 28 September). We've got you down for 3 artists. Load-in is Friday 26th from 17:00.\nBest,\nLeanne\nMIW Events",
    ],
    conflicts: [],
    paraphrases: [
      ["27–28 Sept", "Sat 27 & Sun 28 September"],
      ["paid half", "deposit of £225"],
      ["three artists", "3 artists"],
      ["after 5pm", "from 17:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h79 ink delivery list reordered",
    branch: [
      "what colours came in from Solid Ink?",
      "Solid Ink came in: Lining Black, Opaque White, Sunflower Yellow, Bright Red and Teal, 2oz each.",
    ],
    parent: [
      "DELIVERY — Solid Ink Co.\nTeal 2oz x1\nBright Red 2oz x1\nLining Black 2oz x1\nSunflower Yellow 2oz x1\nOpaque White 2oz x1",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h79 back piece quote and first session",
    branch: [
      "what did we quote Nadia for the back piece?",
      "Nadia's back piece: two grand all in, over four sessions, starting 2 Oct at half past ten.",
    ],
    parent: [
      "Email to client:\nHi Nadia,\nAs discussed, the quote for your back piece is £2,000 in total, spread across 4 sessions. Your first session is booked for 02/10 at 10:30.\nThanks,\nRhi\nGallows Lane Tattoo",
    ],
    conflicts: [],
    paraphrases: [
      ["two grand", "£2,000"],
      ["four sessions", "4 sessions"],
      ["2 Oct", "02/10"],
      ["half past ten", "10:30"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h79 consult time corrected in the branch",
    branch: [
      "when's Jade's consult?",
      "Jade Morrow's consult is at 2pm Thursday — actually no, she rang this morning and moved it to 3pm, same day.",
    ],
    parent: [
      "Appointment book, Thursday:\n12:00 Dom — Lewis K, touch-up\n14:00 Kez — Jade Morrow consult (30 min)\n16:00 Kez — Amir S, session 2",
    ],
    conflicts: [["moved it to 3pm", "14:00 Kez — Jade Morrow consult"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h79 session length corrected in the parent",
    branch: [
      "how long is Owen's back session on Saturday?",
      "Owen's Saturday session is 6 hours from half nine, Jonno's doing the shading on the koi.",
    ],
    parent: [
      "Jonno: Owen Saturday, 6 hrs, koi shading",
      "Jonno: correction — Owen's asked for the long day, make it 7 hrs, start at 9:30",
    ],
    conflicts: [["6 hours", "make it 7 hrs"]],
    paraphrases: [["half nine", "9:30"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h79 deposit self-corrected in one text",
    branch: [
      "how much deposit for the Henley twins' matching pieces?",
      "It's £50 each, sorry no, £40 each, they're only small. Both paid.",
    ],
    parent: [
      "BOOKING — Henley twins (Ava & Isla)\nMatching swallow, 5cm, inner wrist\nDeposit: £40 each, both received\nDate: Sat 2 Aug, 14:00 & 14:45",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h79 licence renewal date self-corrected",
    branch: [
      "when does the premises licence need renewing?",
      "Renewal's due 30/06/2025, the council wants the form and fee a fortnight before.",
    ],
    parent: [
      "Fin: premises licence renewal due 31 May — scratch that, just checked the certificate, it's 30 June 2025. Fee is £186.",
    ],
    conflicts: [],
    paraphrases: [["30/06/2025", "30 June 2025"]],
    shapes: ["correction", "paraphrase"],
  },
  // ---------------------------------------------------------------- list
  {
    name: "h79 piercing aftercare pack contents",
    branch: [
      "what goes in the piercing aftercare packs now?",
      "Each pack's got a saline spray, five non-woven gauze squares, the printed care card and a spare ball end.",
    ],
    parent: [
      "PACK LIST (piercing aftercare) — make up 30 for Fri\n- Saline spray 100ml\n- Non-woven gauze x5\n- Printed care card\n- Sample of unscented soap",
    ],
    conflicts: [["a spare ball end", "Sample of unscented soap"]],
    paraphrases: [["five non-woven gauze squares", "Non-woven gauze x5"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h79 starter jewellery order",
    branch: [
      "what starter stock did we order for Tash?",
      "For Tash's starter kit we ordered 16g labrets, 14g curved barbells for navels, 18g nostril screws and 16g seamless rings.",
    ],
    parent: [
      "Order summary — Cobalt Body Supplies\n1. 16g labrets (titanium) x 30\n2. 14g curved barbells x 15\n3. 20g nostril screws x 20\n4. 16g seamless rings x 15",
    ],
    conflicts: [["18g nostril screws", "20g nostril screws"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h79 consent checklist reordered",
    branch: [
      "what do clients need to fill in before we start?",
      "Before starting: signed consent form, photo ID, medical questionnaire, and the aftercare acknowledgement.",
    ],
    parent: [
      "FRONT DESK CHECKLIST\n☐ Medical questionnaire\n☐ Aftercare acknowledgement signed\n☐ Photo ID checked\n☐ Consent form signed",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  // ---------------------------------------------------------------- shared-words
  {
    name: "h79 Mia Hart and Mia Hartley",
    branch: [
      "what time is Mia Hartley booked?",
      "Mia Hartley's Wed 18th at 10:00 with Rhi, script on the collarbone, an hour tops.",
    ],
    parent: ["Dom's book, Wed 18th:\n12:00 Mia Hart — snake, ankle, 2 hrs\n15:30 Callum R — consult"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h79 two studios of one chain",
    branch: [
      "when's the York studio getting inspected?",
      "Iron Rose York has its council inspection on 12 May, Priya's handling it.",
    ],
    parent: [
      "Iron Rose managers chat\nMarcus: Iron Rose Leeds has its council inspection on 19 May at 10am. I'll have the sharps and autoclave logs printed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h79 two Bristol conventions",
    branch: [
      "how much is the booth at the Bristol convention?",
      "Bristol Tattoo Expo booth is £380 for the weekend, 2 artists max.",
    ],
    parent: [
      "Convention costs 2025:\n- Bristol Tattoo Expo: booth £380, hotel £240\n- Bristol Ink Social (Dec): table £150, 1 artist",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h79 resident Sam and guest Sam",
    branch: ["what's Sam's rate again?", "Sam Kell (resident) is £100/hr, minimum charge £80."],
    parent: [
      "Guest spot confirmed: Sam Ruiz from Valencia, 12–14 Nov, £120/hr, minimum charge £100. Bookings go through the studio.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h79 sessions one and two of a back piece",
    branch: [
      "how long was Lena's first sitting on the dragon?",
      "Session 1 on the dragon was 5 hrs, just the outline. Lena sat like a rock.",
    ],
    parent: [
      "Lena Vos — dragon back piece\nS1: done 03/03, outline, 5 hrs\nS2: booked 14/04, 6 hrs, scales + colour\nS3: tbc",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h79 two deliveries from one supplier",
    branch: [
      "did the Killer Ink delivery with the cartridges arrive?",
      "Yes, the Tuesday Killer Ink box came: 20 boxes of cartridges and 4 packs of grips, signed for by Tash.",
    ],
    parent: [
      "Killer Ink — Thursday delivery\n- Stencil paper x 2 boxes\n- Thermal printer rolls x 4\n- Stencil primer x 3\nSigned: Jonno",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---------------------------------------------------------------- paraphrase
  {
    name: "h79 piercing price and time in words",
    branch: [
      "what's Grace booked in for?",
      "Grace Liu: double lobe at quarter to three on Saturday, forty-five quid including jewellery.",
    ],
    parent: ["Piercing book Sat:\n14:45 Grace Liu — double lobe, £45 inc. titanium studs\n15:15 walk-in slot"],
    conflicts: [],
    paraphrases: [
      ["quarter to three", "14:45"],
      ["forty-five quid", "£45"],
    ],
    shapes: ["paraphrase"],
  },
];
