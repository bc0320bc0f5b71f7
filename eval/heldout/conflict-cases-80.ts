import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 80 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: dry cleaners, laundrettes and clothing alteration and tailoring shops (garment tickets and
 * collection dates, alteration quotes and fittings, wedding dress and suit rush jobs, machine counts
 * and service contracts, opening hours and staff rotas, detergent and hanger supply orders and
 * deliveries, lost or damaged garment claims and compensation, commercial linen contracts for hotels
 * and restaurants, loyalty cards and price lists).
 *
 * Topics (one per case, 40 in all):
 * - close: wedding dress collection date a day off; three-piece suit alteration quote (also
 *   paraphrase); service wash ready time (also paraphrase); washer count at a laundrette; wire hanger
 *   boxes on a supplier order (also paraphrase); lost coat compensation; hotel linen per-item rates
 *   (also multi, paraphrase); loyalty card stamps before a free shirt; machine service contract
 *   monthly fee (also paraphrase); Saturday shift start in words against a rota line (also paraphrase)
 * - identifier: detergent PO number; garment ticket written with different separators (no conflict,
 *   also paraphrase); spotting agent batch number on a damage claim; two invoices from one hanger
 *   supplier (no conflict, also shared-words, paraphrase)
 * - negation: pet bedding in the big washers; suede cleaned in-house; Sunday opening; a seamstress
 *   off Monday and in Tuesday (no conflict, also paraphrase); beaded gowns cleaned but not altered (no
 *   conflict); no rush fee on Tuesdays while Saturdays carry one (no conflict)
 * - multi: garment ticket total; chemical delivery quantities; Saturday rota hours (also
 *   paraphrase); hotel linen contract terms, all agreeing (no conflict, also paraphrase); bridesmaid
 *   rush job, all agreeing (no conflict, also paraphrase); supply delivery list reordered (no
 *   conflict, also list)
 * - correction: curtains collection day corrected in the branch; restaurant napkin count corrected in
 *   the parent; dress deposit self-corrected inside one text (no conflict); linen contract start date
 *   self-corrected in the parent (no conflict)
 * - list: hotel standing weekly linen order; wedding party alteration list (also paraphrase);
 *   laundrette closing checklist reordered (no conflict)
 * - shared-words: two branches of one chain (no conflict, also paraphrase); Jan Petrie and Janet
 *   Petrie (no conflict); Monday's and Thursday's deliveries from one wholesaler (no conflict); a hotel
 *   and a lodge of one group (no conflict); washer 7 and dryer 7 (no conflict); first and second
 *   fitting of one dress (no conflict); plus the two supplier invoices under identifier
 * - paraphrase: shirt price and weekday opening in words (no conflict), plus paraphrase pairs inside
 *   15 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 16.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_80: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h80 wedding dress collection date",
    branch: [
      "when can Hannah Ferris pick up her wedding dress after the hem and bustle?",
      "She's down to collect Friday 13 June. The bustle's done and Ilona is finishing the hem on Thursday.",
    ],
    parent: [
      "GARMENT TICKET No. 5518\nCustomer: H. Ferris\nItem: wedding gown, ivory satin\nWork: take up hem 4cm, add French bustle (5 points)\nQuoted: £210\nPaid: £100 dep.\nReady: Sat 14/06",
    ],
    conflicts: [["Friday 13 June", "Sat 14/06"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h80 three-piece suit alteration quote",
    branch: [
      "what did we quote Mr Adeyemi for the three-piece?",
      "£142 all in — shorten the jacket sleeves, taper the trousers and let out the waistcoat. He's booked for a fitting on the 9th.",
    ],
    parent: [
      "Dear Mr Adeyemi,\n\nThank you for bringing in your three-piece suit. Our quote for shortening the jacket sleeves, tapering the trousers and letting out the waistcoat is £124, including pressing. We look forward to seeing you for your fitting on 9 May.\n\nKind regards,\nPriya Nandha\nStitch & Press Alterations, 22 Bell Street",
    ],
    conflicts: [["£142 all in", "is £124"]],
    paraphrases: [["on the 9th", "on 9 May"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h80 service wash ready time",
    branch: [
      "Mrs Dunleavy rang asking when her service wash is ready",
      "told her 11:40. nine kilos, it's in dryer 3 now",
    ],
    parent: ["SERVICE WASH — DUNLEAVY\n2 bags, approx 9kg\nwash 40°, tumble low, fold\n£17.50 pd\nready 11:45"],
    conflicts: [["told her 11:40", "ready 11:45"]],
    paraphrases: [["nine kilos", "approx 9kg"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h80 Canal Road washer count",
    branch: [
      "how many washers have we got at Canal Road now the two new ones are in?",
      "16 washers and 10 dryers. The two new 18kg Electrolux machines are by the window.",
    ],
    parent: [
      "Rep's visit notes, Canal Road laundrette: 18 washers on site incl. the 2 new 18kg units by the window, 10 dryers, all converted from coin-op to card readers in March.",
    ],
    conflicts: [["16 washers", "18 washers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h80 wire hanger boxes on order",
    branch: [
      "how many boxes of the 16in wire hangers did we order from Fenwick?",
      "24 boxes, 500 per box, should come Wednesday with the poly cover rolls",
    ],
    parent: [
      "Fenwick Supplies — ORDER CONFIRMATION\nAcct: DRY-0931 (Clearwater Cleaners)\n16in white wire hanger, 500/bx ..... qty 22\nPoly garment cover 40in roll ..... qty 3\nDelivery: Wed",
    ],
    conflicts: [["24 boxes", "qty 22"]],
    paraphrases: [["500 per box", "500/bx"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h80 lost coat compensation",
    branch: [
      "what did we agree to pay Mr Kowalczyk for the lost wool coat?",
      "£185 as a goodwill settlement, by bank transfer. He's signed the claim form.",
    ],
    parent: [
      "From: Gail Hurst <gail@pressandfold.co.uk>\nTo: Tomasz Kowalczyk\nSubject: Your claim, ticket 20417\n\nDear Mr Kowalczyk,\n\nFurther to our call, we are sorry again that your navy wool coat was not returned. As agreed, we will pay you £158 in full settlement by bank transfer this week.\n\nGail Hurst\nManager, Press & Fold Dry Cleaners",
    ],
    conflicts: [["£185", "£158"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h80 hotel linen per-item rates",
    branch: [
      "what rates did we land with the Marlow Grand for the linen?",
      "38p per pillowcase, 72p per double sheet and £1.10 per bath towel, collections Mon/Wed/Fri.",
    ],
    parent: [
      "Contract summary, Marlow Grand Hotel: pillowcases 38p, double sheets 72p, bath towels £1.01, three collections a week (Monday, Wednesday, Friday), 12-month term from 1 April.",
    ],
    conflicts: [["£1.10 per bath towel", "bath towels £1.01"]],
    paraphrases: [["Mon/Wed/Fri", "Monday, Wednesday, Friday"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h80 loyalty card stamps",
    branch: [
      "how many stamps before the free shirt on the new loyalty cards?",
      "9 stamps and the 10th shirt's free, cards went out Monday",
    ],
    parent: [
      "Printer proof approved:\nCLEARWATER CLEANERS LOYALTY CARD\nGet 8 stamps and your next shirt is FREE!\nOne stamp per shirt laundered. Not valid on dry cleaning.",
    ],
    conflicts: [["9 stamps", "Get 8 stamps"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h80 machine service contract fee",
    branch: [
      "what's the monthly on the new Girbau service contract?",
      "£89 a month, covers two visits a quarter plus parts up to £50 a call-out",
    ],
    parent: [
      "SERVICE AGREEMENT — SUMMARY\nCustomer: Suds Laundrette, 4 Quay Parade\nEquipment: 12 x washer, 8 x dryer\nMonthly fee: £98.00\nPreventive visits: 2 per quarter\nParts cover: up to £50 per call-out",
    ],
    conflicts: [["£89 a month", "Monthly fee: £98.00"]],
    paraphrases: [["two visits a quarter", "2 per quarter"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h80 Saturday shift start at Hilltop",
    branch: [
      "what time does Kofi start on Saturdays at Hilltop?",
      "quarter to eight till two. He opens up and gets the pressing done before the rush.",
    ],
    parent: [
      "HILLTOP ROTA w/c 16/06\nMON  Deb 08:00–17:00\nTUE  Deb 08:00–17:00\nWED  Lena 09:00–17:00\nTHU  Lena 09:00–17:00\nFRI  Deb 08:00–17:00\nSAT  Kofi 07:30–14:00 (open + press), Lena 10:00–16:00\nSUN  closed",
    ],
    conflicts: [["quarter to eight", "Kofi 07:30"]],
    paraphrases: [["till two", "14:00"]],
    shapes: ["close", "paraphrase"],
  },
  // ---------------------------------------------------------------- identifier
  {
    name: "h80 detergent PO number",
    branch: ["which PO did the Brightwell detergent order go on?", "PO-44817. 6 drums of Solvex, due Thursday"],
    parent: [
      "Brightwell Chemicals — DELIVERY NOTE\nYour PO: PO-44871\nDescription: Solvex hydrocarbon solvent detergent, 20L drum\nQty: 6\nDelivered: Thu 10:20, signed K. Mensah",
    ],
    conflicts: [["PO-44817", "PO-44871"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h80 garment ticket separators",
    branch: [
      "can you find ticket 0412-337? customer says it's two shirts and a jacket",
      "found it, 0412-337 is on rail C, ready since Tuesday",
    ],
    parent: ["POS lookup: TKT 0412 337 | Nwosu, A. | 2 x shirt, 1 x jacket | £19.40 | status: READY (rail C)"],
    conflicts: [],
    paraphrases: [
      ["0412-337", "0412 337"],
      ["two shirts and a jacket", "2 x shirt, 1 x jacket"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h80 spotting agent batch on a damage claim",
    branch: [
      "what batch of spotter was used on the silk blouse that lost colour?",
      "Batch TX-2291-B according to the chemical log, same bottle Anna used all week.",
    ],
    parent: [
      "Insurer claim form, section 4 (chemicals used): Tarrago Pro spotter, batch TX-2291-D, applied 12/05 to silk blouse, ticket 6620. Damage: colour loss on left cuff.",
    ],
    conflicts: [["TX-2291-B", "TX-2291-D"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h80 two invoices from one hanger supplier",
    branch: [
      "have we paid Fenwick's invoice INV-7781?",
      "yes, £312.60 paid on the 3rd, that was the hangers and tissue",
    ],
    parent: [
      "Fenwick Supplies — statement\nINV-7781  £312.60  PAID 03/06\nINV-7794  £148.20  due 30/06 (poly covers)\nBalance outstanding: £148.20",
    ],
    conflicts: [],
    paraphrases: [["paid on the 3rd", "PAID 03/06"]],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },
  // ---------------------------------------------------------------- negation
  {
    name: "h80 pet bedding in the big washers",
    branch: [
      "can customers put dog beds in the 18kg machines?",
      "Yes, pet bedding is allowed in the big 18kg washers, just not the small ones.",
    ],
    parent: [
      "NOTICE (laminated, by the door):\nNO PET BEDDING IN ANY MACHINE.\nDog hair blocks the filters. Ask staff about our pet bedding service wash (£12).",
    ],
    conflicts: [["pet bedding is allowed in the big 18kg washers", "NO PET BEDDING IN ANY MACHINE"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h80 suede cleaned in-house",
    branch: ["do we do suede jackets ourselves or send them out?", "we do suede in-house now, Marek's done the course"],
    parent: [
      "Note for counter staff: suede and leather are not cleaned in-house, they go out to Kinross Leathercare (10 working days), quote from £45.",
    ],
    conflicts: [["we do suede in-house", "not cleaned in-house"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h80 Harbour Street Sunday opening",
    branch: ["is Harbour Street open this Sunday?", "yes, open 10 till 2 this Sunday for the regatta weekend"],
    parent: ["Text from Sandra: we're NOT opening Sun 22nd, regatta or not — not enough staff. Put a sign up pls"],
    conflicts: [["open 10 till 2 this Sunday", "NOT opening Sun 22nd"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h80 seamstress off Monday, in Tuesday",
    branch: ["is Ilona in on Monday for the pinning?", "no, Ilona's off Monday. She's back Tuesday from 9."],
    parent: [
      "ROTA w/c 16/06\nMon: Priya (alts), Dom (counter) — Ilona OFF\nTue: Ilona 09:00–17:30, Dom\nWed: Ilona, Priya",
    ],
    conflicts: [],
    paraphrases: [["back Tuesday from 9", "Tue: Ilona 09:00"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h80 beaded gowns cleaned but not altered",
    branch: [
      "do we take heavily beaded wedding dresses for cleaning?",
      "Yes, we clean beaded gowns, hand-finished, from £140 and about three weeks.",
    ],
    parent: [
      "Priya: reminder we don't do alterations on heavily beaded gowns any more — refer them to Atelier Rosa on Hill St. Cleaning them is fine.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h80 rush fee on Tuesdays",
    branch: ["do we charge the rush fee on a Tuesday?", "No rush fee on Tuesdays, same-day is free if it's in by 9."],
    parent: [
      "PRICE LIST (counter)\nShirt laundered & pressed ..... £2.80\n2-pc suit ..... £16.50\nDress ..... from £12.00\nSame-day rush (Sat only) ..... +£5.00\nMon–Fri: same-day free if in by 9am",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h80 garment ticket total",
    branch: [
      "what's on Mrs Achterberg's ticket?",
      "3 shirts, a silk dress and a pair of trousers, £31.90 total, ready Thursday.",
    ],
    parent: [
      "TICKET 7731 — ACHTERBERG\n3 x shirt L&P ..... £8.40\n1 x dress (silk) ..... £14.50\n1 x trousers ..... £7.00\nTOTAL £29.90\nREADY: THU",
    ],
    conflicts: [["£31.90 total", "TOTAL £29.90"]],
    paraphrases: [["ready Thursday", "READY: THU"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h80 chemical delivery quantities",
    branch: [
      "what did Brightwell drop off this morning?",
      "6 drums of Solvex, 4 boxes of poly covers and 2 cases of tissue paper, all signed for.",
    ],
    parent: [
      "Brightwell Chemicals — DELIVERY NOTE 88120\nSolvex 20L drum x 6\nPoly covers (box) x 5\nTissue paper (case) x 2\nReceived by: K. Mensah",
    ],
    conflicts: [["4 boxes of poly covers", "Poly covers (box) x 5"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h80 Mill Lane Saturday rota",
    branch: ["who's on Saturday at Mill Lane?", "Deb 8 till 2, Kofi 9 till 5 and Lena 12 till 6."],
    parent: ["MILL LANE — SAT 21/06\nDeb 08:00-14:00\nKofi 09:00-17:00\nLena 11:00-18:00"],
    conflicts: [["Lena 12 till 6", "Lena 11:00-18:00"]],
    paraphrases: [["Deb 8 till 2", "Deb 08:00-14:00"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h80 Ashby Court linen terms agreed",
    branch: [
      "remind me of the terms for the Ashby Court Hotel linen deal",
      "Two-year contract from 1 September, collections Tuesday and Friday, about 1,200 pieces a week at 41p a piece.",
    ],
    parent: [
      "From: Ravi Chandran <ops@ashbycourthotel.com>\nSubject: Linen contract — confirmed\n\nHi Gail,\n\nConfirming the terms: 24 months starting 01/09/2025, pick-ups every Tues & Fri, approx. 1.2k items per week, £0.41 per item.\n\nThanks,\nRavi Chandran\nOperations Manager, Ashby Court Hotel",
    ],
    conflicts: [],
    paraphrases: [
      ["Two-year contract", "24 months"],
      ["from 1 September", "starting 01/09/2025"],
      ["collections Tuesday and Friday", "pick-ups every Tues & Fri"],
      ["about 1,200 pieces", "approx. 1.2k items"],
      ["41p a piece", "£0.41 per item"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h80 Okonjo wedding rush job agreed",
    branch: [
      "what did we promise the Okonjo wedding party?",
      "All five bridesmaid dresses hemmed and the groom's jacket sleeves shortened by Thursday the 26th at 5pm, rush fee £60.",
    ],
    parent: [
      "JOB SHEET — OKONJO WEDDING (RUSH)\n5 x bridesmaid dress: hem\n1 x groom jacket: shorten sleeves\nDue: Thu 26/06, 17:00\nRush surcharge: £60",
    ],
    conflicts: [],
    paraphrases: [
      ["All five bridesmaid dresses", "5 x bridesmaid dress"],
      ["Thursday the 26th at 5pm", "Thu 26/06, 17:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h80 Fenwick delivery list reordered",
    branch: [
      "what came on the Fenwick delivery?",
      "Hangers, poly covers, ticket tags and safety pins — everything we ordered.",
    ],
    parent: [
      "Fenwick Supplies delivery note 40213:\n- safety pins (box of 1,000)\n- ticket tags (roll)\n- wire hangers (500)\n- poly covers (roll)\nChecked in by Dom, nothing short.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h80 curtains collection day corrected in the branch",
    branch: [
      "when's the Prendergast curtains job ready?",
      "Thursday — sorry, no, Friday, the linings need a second press.",
    ],
    parent: ["Job card 3384 Prendergast: 2 pr lined curtains, dry clean + press, ready Thursday, £64 paid in full."],
    conflicts: [["no, Friday", "ready Thursday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h80 restaurant napkin count corrected in the parent",
    branch: ["how many napkins does Il Vicolo send us each week?", "300 napkins a week, plus 40 tablecloths."],
    parent: [
      "Il Vicolo linen: 300 napkins and 40 tablecloths weekly.",
      "Update from Marco at Il Vicolo — napkins go up to 350 a week from Monday, cloths stay at 40.",
    ],
    conflicts: [["300 napkins a week", "350 a week"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h80 dress remake deposit self-corrected",
    branch: [
      "how much deposit did Ms Varga leave on the dress remake?",
      "£50 — no wait, £80, she topped it up at the fitting.",
    ],
    parent: ["Receipt book, 14/06: Varga, dress remake, deposit £80 (card). Balance £95 on collection."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h80 Cliffside contract start self-corrected in the parent",
    branch: ["when does the Cliffside Hotel linen contract start?", "Monday 7 July, first collection that morning."],
    parent: [
      "Cliffside contract starts 30 June, sorry, 7 July — they pushed it back a week. First pickup Monday morning.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---------------------------------------------------------------- list
  {
    name: "h80 Ravensworth standing linen order",
    branch: [
      "what's the Ravensworth standing order?",
      "Weekly: 220 single sheets, 140 double sheets, 400 pillowcases, 300 bath towels, 150 bath mats.",
    ],
    parent: [
      "RAVENSWORTH HOTEL — standing weekly order\nsingle sheets 220\ndouble sheets 140\npillowcases 400\nbath towels 330\nbath mats 150",
    ],
    conflicts: [["300 bath towels", "bath towels 330"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h80 wedding party alteration list",
    branch: [
      "what are we doing for the Marsh-Delaney wedding?",
      "Bride's gown: hem and bustle. Groom's suit: trousers shortened. Best man: jacket taken in. Two page boys: trousers hemmed.",
    ],
    parent: [
      "Marsh-Delaney wedding job list:\n1. bride — gown hem + bustle\n2. groom — trousers shortened\n3. best man — trousers taken in\n4. page boys x2 — trousers hemmed",
    ],
    conflicts: [["Best man: jacket taken in", "best man — trousers taken in"]],
    paraphrases: [["Two page boys", "page boys x2"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h80 closing checklist reordered",
    branch: [
      "what's the closing routine at the laundrette?",
      "Empty the lint filters, wipe the soap drawers, mop the floor, then lock the back door and set the alarm.",
    ],
    parent: [
      "CLOSING CHECKLIST (pinned behind counter)\n[ ] wipe soap drawers\n[ ] mop floor\n[ ] empty lint filters\n[ ] lock back door\n[ ] alarm on",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  // ---------------------------------------------------------------- shared-words
  {
    name: "h80 two branches of one chain",
    branch: ["what are the Saturday hours at Press & Fold Mill Lane?", "Mill Lane is 8 to 4 on Saturdays."],
    parent: [
      "Google listing updated. Press & Fold Harbour Street: Sat 9am–1pm. Press & Fold Mill Lane: Sat 8am–4pm. Both closed Sundays.",
    ],
    conflicts: [],
    paraphrases: [["8 to 4", "Sat 8am–4pm"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h80 Jan Petrie and Janet Petrie",
    branch: ["is Jan Petrie's suit ready?", "Jan Petrie's navy suit is ready, £16.50, rail B."],
    parent: [
      "Janet Petrie rang — her wedding dress won't be ready till the 28th, Ilona's still on the lace. £180 balance due on collection.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h80 two deliveries from one wholesaler",
    branch: [
      "how many drums came on Monday's Brightwell delivery?",
      "Monday's was 4 drums of Solvex and a box of spotting kits.",
    ],
    parent: ["Thursday's Brightwell drop: 8 drums of Solvex, signed for by Kofi. That's us stocked till August."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h80 a hotel and a lodge of one group",
    branch: ["what's the Cliffside Hotel paying per sheet?", "Cliffside Hotel is on 45p a sheet, collections daily."],
    parent: [
      "Cliffside Lodge (same group, the smaller place on the front) signed at 52p a sheet, collections Mon and Thu.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h80 washer 7 and dryer 7",
    branch: [
      "is machine 7 working again?",
      "Washer 7 is fixed, the engineer replaced the door seal on Tuesday, it's back in use.",
    ],
    parent: ["Dryer 7 still out of order — drum bearing, part due next Friday. Sign's on it."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h80 first and second fitting of one dress",
    branch: [
      "when was Chloe Barnard's first fitting?",
      "First fitting was Saturday 7 June at 11, we pinned the bodice.",
    ],
    parent: ["Chloe Barnard second fitting booked: Saturday 21 June at 2pm with Ilona, bring the shoes."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---------------------------------------------------------------- paraphrase
  {
    name: "h80 shirt price and weekday opening in words",
    branch: [
      "what do we charge for a shirt and when do we open on weekdays?",
      "Two pounds eighty a shirt, and we open at half seven weekdays.",
    ],
    parent: ["Window sign: SHIRTS £2.80 | MON–FRI 07:30–18:00 | SAT 08:00–14:00"],
    conflicts: [],
    paraphrases: [
      ["Two pounds eighty", "£2.80"],
      ["half seven", "07:30"],
    ],
    shapes: ["paraphrase"],
  },
];
