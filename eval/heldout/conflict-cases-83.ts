import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 83 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: upholsterers, furniture restorers and French polishers (reupholstery quotes and fabric
 * metres, foam specs and fire-safety labels, frame repairs, chair and sofa collections and
 * deliveries, fabric orders from the mill and back-order dates, pattern repeats, colourways and dye
 * lots, antique restorations and veneer work, French polishing and wax finishes, workshop rotas,
 * deposits and invoices, trade customers such as hotels and pubs, insurance repair jobs). About a
 * third of the messages are trade-style: job cards, workshop tickets, cutting lists, mill order
 * acknowledgements and delivery notes, van run sheets, rota lines, terse texts and emails with
 * signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: wingback fabric metres (7.5 against 8.5); hotel tub chair delivery date a day off;
 *   chaise collection time in words against a figure (quarter to ten against 9:40); Chesterfield
 *   deposit (also paraphrase); damask pattern repeat (also paraphrase); pub dining chair seats while
 *   the bar stools have the branch's number (also shared-words); banquette fabric order metres (also
 *   multi, paraphrase); velvet back-order date in words a day off a figure (also paraphrase);
 *   insurance estimate labour hours (also paraphrase); Davenport veneer thickness (also paraphrase)
 * - identifier: mill sales order ref; a hotel's PO number written with different separators (no
 *   conflict, also paraphrase); velvet dye lot / batch for cushion matching; Tuesday's and
 *   Thursday's delivery notes from one mill (no conflict, also shared-words, paraphrase)
 * - negation: velvet FR back-coating; stripping an antique bureau; taking the old suite away on
 *   delivery; a polisher off Monday and in Tuesday (no conflict, also paraphrase); frame covered by
 *   the insurer while cushions are not (no conflict); no Saturday deliveries while Friday's van run
 *   goes ahead (no conflict)
 * - multi: sofa job card (return date differs); headboard cutting list (fabric per headboard
 *   differs); on-site rota days (also paraphrase); trade supplier delivery, all agreeing (no
 *   conflict, also paraphrase); insurer approval, all agreeing (no conflict, also paraphrase); hotel
 *   delivery list reordered (no conflict, also list); plus the banquette fabric order under close
 * - correction: dining set delivery day corrected in the branch; surgery chair count corrected in
 *   the parent; chaise deposit self-corrected inside one text (no conflict); mill open day date
 *   self-corrected in the parent (no conflict, also paraphrase)
 * - list: monthly supplier standing order (one quantity differs); hotel room label list with one
 *   room's count changed (also paraphrase); on-site van kit reordered (no conflict); plus the hotel
 *   delivery list under multi
 * - shared-words: two sites of one pub chain (no conflict, also paraphrase); Mrs Pryce and Mrs Price
 *   (no conflict); Monday's and Wednesday's loads from one mill (no conflict); carvers and side
 *   chairs of one dining set (no conflict); lobby sofas and bar banquette foam at one hotel (no
 *   conflict); plus the two delivery notes under identifier and the pub seats under close
 * - paraphrase: boardroom chair quote in words (no conflict) and loss adjuster visit time in words
 *   (no conflict), plus paraphrase pairs inside 15 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 17.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_83: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h83 wingback fabric metres",
    branch: [
      "how much fabric are we ordering for Mrs Okafor's wingback? want it on today's order to the mill",
      "7.5 metres, it's a plain so no repeat to allow for. I measured it off the old covers yesterday.",
    ],
    parent: [
      "JOB CARD 2291\nCustomer: Mrs A. Okafor, 17 Larch Grove\nItem: Victorian wingback armchair\nWork: strip to frame, re-web, new hair + cotton felt, reupholster\nFabric: Kelmscott plain, Rust — 8.5m\nDue: 3 wks from fabric arrival",
    ],
    conflicts: [["7.5 metres", "8.5m"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h83 hotel tub chair delivery date",
    branch: [
      "when are the Grosvenor Hotel bedroom chairs going back?",
      "Wednesday 11 June, first thing. Reception know to expect us.",
    ],
    parent: [
      "VAN RUN — Thu 12 June\n1. Grosvenor Hotel, Quay St — deliver 8 x bedroom tub chairs (job 2307)\n2. 4 Ash Row — collect footstool\n3. Pelham Antiques — drop 2 x dining chairs\nDriver: Connor",
    ],
    conflicts: [["Wednesday 11 June", "Thu 12 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h83 chaise longue collection time",
    branch: [
      "what time did you tell the Hendersons we'd pick up the chaise longue?",
      "Quarter to ten Saturday. They're out from eleven so we can't be late.",
    ],
    parent: [
      "Text to Mrs Henderson: Hi, it's Gail from Ashdown Upholstery. Confirming we'll collect the chaise longue on Saturday at 9:40. Two of us, we'll bring blankets. Thanks, Gail",
    ],
    conflicts: [["Quarter to ten", "at 9:40"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h83 Chesterfield deposit",
    branch: [
      "Mr Castellano's asking what he's paid on the Chesterfield so far",
      "Quote was £1,350 all in, and he gave us a £450 deposit when we collected it. Rest on delivery.",
    ],
    parent: [
      "INVOICE INV-0884\nAshdown Upholstery\nTo: R. Castellano\nRe-leather 3-seat Chesterfield, re-button, new seat springs\nTotal: £1350.00\nDeposit received: £405.00\nBalance payable on delivery\nThank you for your custom.",
    ],
    conflicts: [["£450 deposit", "Deposit received: £405.00"]],
    paraphrases: [["£1,350", "£1350.00"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h83 damask pattern repeat",
    branch: [
      "what's the repeat on the Thornbury damask? need it for the cutting list on the Pembroke sofa",
      "64cm vertical repeat, and it's 137cm wide.",
    ],
    parent: [
      "From: orders@hallamweavers.co.uk\nSubject: Spec sheet — Thornbury Damask\n\nColourway: Claret 04\nWidth: 54 inches usable\nVertical repeat: 69 cm\nHorizontal: half drop\nComposition: 60% cotton 40% linen\n\nRegards,\nPriya Nandra\nCustomer Services, Hallam Weavers",
    ],
    conflicts: [["64cm vertical repeat", "Vertical repeat: 69 cm"]],
    paraphrases: [["137cm wide", "54 inches usable"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h83 pub dining chair seats and bar stools",
    branch: [
      "how many seats are we recovering for the Royal Oak?",
      "22 seats on the dining chairs — they're drop-ins so it's a quick job.",
    ],
    parent: [
      "Royal Oak, Coldharbour — quote accepted\n- dining chairs x 24, drop-in seats, recover in Moxon faux leather, Oxblood\n- bar stools x 22, tops only, same leather\nLandlord: Stevie Quinn. Wants it done over two Mondays when they're shut.",
    ],
    conflicts: [["22 seats on the dining chairs", "dining chairs x 24"]],
    paraphrases: [],
    shapes: ["close", "shared-words"],
  },
  {
    name: "h83 banquette fabric order metres",
    branch: [
      "did you get the Harcourt ordered for the Lister banquette?",
      "Yes — 12 metres of Harcourt in Sage at £48 a metre, should be here Tuesday.",
    ],
    parent: [
      "ORDER ACKNOWLEDGEMENT — Pennine Mill Textiles\nYour ref: Lister banquette\nQuality: Harcourt\nColour: Sage\nQty: 13.0 m\nPrice: £48.00/m\nDespatch: next-day carrier, est. delivery Tue",
    ],
    conflicts: [["12 metres", "Qty: 13.0 m"]],
    paraphrases: [["£48 a metre", "£48.00/m"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h83 velvet back-order date",
    branch: [
      "any news on the Linden velvet back-order?",
      "Mill rang — the nine metres we're still owed will be back in stock on the twenty-third of May, and they'll send it out the same day.",
    ],
    parent: [
      "BACK-ORDER NOTICE\nPennine Mill Textiles\nItem: Linden Velvet, col. Moss 112\nQty outstanding: 9m\nRevised availability date: 24/05/2025\nWe apologise for the delay.",
    ],
    conflicts: [["twenty-third of May", "24/05/2025"]],
    paraphrases: [["nine metres", "Qty outstanding: 9m"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h83 insurance estimate labour hours",
    branch: [
      "what did we put on the insurance estimate for labour on the Fairweather dresser?",
      "14 hours at £38 an hour — the splits, veneer patching and a full repolish.",
    ],
    parent: [
      "ESTIMATE — Claim ref LV-2290-117\nClient: Mr & Mrs Fairweather\nItem: mahogany dresser, water damage\nLabour: 16 hrs @ £38/hr\nMaterials: veneer, shellac, wax — £65\nTotal ex VAT: £673",
    ],
    conflicts: [["14 hours", "16 hrs"]],
    paraphrases: [["£38 an hour", "£38/hr"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h83 Davenport lid veneer thickness",
    branch: ["what veneer did you order for the Davenport lid?", "Burr walnut, 0.6mm, three leaves from Barton's."],
    parent: [
      "Barton Timber & Veneer — DELIVERY NOTE DN 5521\nBurr walnut veneer 0.9mm x 3 lvs\nCustomer: Greaves Restoration\nSigned for: H. Greaves",
    ],
    conflicts: [["0.6mm", "0.9mm"]],
    paraphrases: [["three leaves", "3 lvs"]],
    shapes: ["close", "paraphrase"],
  },
  // ---------------------------------------------------------------- identifier
  {
    name: "h83 mill sales order ref",
    branch: ["got the order number for the Kessock linen from Pennine?", "SO-448213, I'll write it on the job ticket."],
    parent: [
      "ORDER ACKNOWLEDGEMENT\nPennine Mill Textiles\nSales order: SO-448231\nQuality: Kessock Linen, col. Oat\nQty: 22m\nCustomer: Ashdown Upholstery (acc ASH07)",
    ],
    conflicts: [["SO-448213", "SO-448231"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h83 hotel headboard PO separators",
    branch: [
      "what PO do the Marlowe Hotel want on the headboard invoice?",
      "HGM/PO/2291 — they won't pay without it on there.",
    ],
    parent: [
      "From: accounts@marlowehotel.co.uk\nPlease quote purchase order HGM-PO-2291 on all invoices for the headboard refurbishment. Invoices without a valid PO will be returned.\n\nKind regards,\nJanet Aldous\nPurchase Ledger, The Marlowe Hotel",
    ],
    conflicts: [],
    paraphrases: [["HGM/PO/2291", "HGM-PO-2291"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h83 velvet dye lot for cushions",
    branch: [
      "which batch is the Moss velvet for the Carrow sofa? want to be sure it matches the cushions",
      "Batch 27C — same as the cushions we did in March.",
    ],
    parent: [
      "DELIVERY NOTE — Pennine Mill Textiles\nLinden Velvet, col. Moss 112\n8.5m, batch/dye lot: 27B\nFor: Carrow sofa\nRec'd by: Tomasz",
    ],
    conflicts: [["Batch 27C", "batch/dye lot: 27B"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h83 two delivery notes from one mill",
    branch: [
      "what came in from Hallam on Tuesday?",
      "DN 30417 — 12m of Thornbury damask, Claret, for the Pembroke sofa.",
    ],
    parent: [
      "Hallam Weavers delivery Thursday: DN 30452, 6 metres Thornbury damask in Sage for the Lister cushions. Both Hallam notes are in the tray.",
      "Tuesday's Hallam note was twelve metres of the Claret, for the Pembroke job.",
    ],
    conflicts: [],
    paraphrases: [["12m", "twelve metres"]],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },
  // ---------------------------------------------------------------- negation
  {
    name: "h83 velvet FR back-coating",
    branch: [
      "can the Linden velvet go off for FR back-coating? Marlowe need contract grade for the lounge",
      "Yes, Pennine say it can be back-coated, about a week at the finishers.",
    ],
    parent: [
      "From: sales@penninemill.co.uk\nRe: Linden Velvet — FR treatment\n\nUnfortunately Linden is not suitable for back-coating because of the pile. For Crib 5 contract use we'd suggest Linden Plus, which is inherently FR.\n\nBest,\nOwen Marsh\nPennine Mill Textiles",
    ],
    conflicts: [["it can be back-coated", "not suitable for back-coating"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h83 antique bureau stripping",
    branch: [
      "is the Ravensworth bureau getting stripped back?",
      "Yes, the customer's happy for us to strip it right back to bare wood.",
    ],
    parent: [
      "WORKSHOP TICKET 0419 — Ravensworth bureau (Geo III, oak)\nDo NOT strip. Client wants the original patina kept. Clean with reviver, fill and colour the scratches, wax finish only.\nPolisher: Imogen",
    ],
    conflicts: [["happy for us to strip it", "Do NOT strip"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h83 old suite removal on delivery",
    branch: [
      "are we taking the old three-piece away when we deliver to Mrs Dunmore?",
      "Yes, we're taking the old suite away, £40 disposal on the invoice.",
    ],
    parent: [
      "Text from Mrs Dunmore: Hi Gail, just to say please don't take the old suite, my nephew is having it for his flat. Still fine for delivery Friday. Thanks, Ruth",
    ],
    conflicts: [["we're taking the old suite away", "please don't take the old suite"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h83 polisher off Monday in Tuesday",
    branch: [
      "is Imogen in Monday? the Pelham table needs its final rubber",
      "No, she's off Monday — dentist. Back Tuesday from 8.",
    ],
    parent: ["ROTA wk 24\nMon: Tomasz, Connor (Imogen off)\nTue: Imogen 08:00–16:30, Tomasz, Connor\nWed: all in"],
    conflicts: [],
    paraphrases: [["from 8", "08:00"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h83 insurer covers frame not cushions",
    branch: [
      "is the insurer paying for the cushion interiors on the Bellamy sofa?",
      "No, the cushions aren't covered — they put it down to wear, so Mr Bellamy's paying for those himself.",
    ],
    parent: [
      "Loss adjuster's email: Frame repair to the Bellamy sofa (split rail from the flood) is covered under the policy. Please invoice us directly for the frame work; £100 excess applies.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h83 no Saturday deliveries Friday run",
    branch: [
      "can Connor drop the Aldous footstools back Saturday?",
      "No — we don't do deliveries on a Saturday, the van's off the road at weekends.",
    ],
    parent: [
      "VAN RUN — Fri 20 June\n1. Aldous, 9 Mead Close — deliver 2 x footstools\n2. Royal Oak — collect 6 x dining chairs\nDriver: Connor. Deliveries until 5pm.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h83 sofa job card return date",
    branch: [
      "quick rundown on the Tennant sofa please",
      "Three-seater, new CMHR foam in all six cushions, 11 metres of the Kessock linen, back to her on the 18th.",
    ],
    parent: [
      "JOB CARD 2315\nCustomer: J. Tennant\nItem: 3-seat sofa\nFoam: CMHR, replace 6 cushion interiors\nFabric: Kessock linen, Oat — 11m\nReturn date: 25th\nFR: fit new Schedule 3 label",
    ],
    conflicts: [["on the 18th", "Return date: 25th"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h83 headboard cutting list",
    branch: [
      "what's on the cutting list for the Marlowe headboards?",
      "Per headboard: 1 x 18mm ply back at 1530 x 1200, 2 x 50mm foam sheets, 2.4m of fabric. Eight headboards.",
    ],
    parent: [
      "CUTTING LIST — Marlowe Hotel headboards (x8)\nPly back 18mm: 1530 x 1200 — 8 off\nFoam 50mm: 2 sheets each — 16\nFabric (Harcourt, Sage): 3.2m each — 25.6m total\nStaples 10mm, gimp 30m",
    ],
    conflicts: [["2.4m of fabric", "3.2m each"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h83 on-site rota days",
    branch: [
      "who's on the Clarendon Hotel lobby sofas this week, and when?",
      "Tomasz and Kasia, Tuesday to Thursday, starting 8 o'clock on site.",
    ],
    parent: [
      "ROTA wk 25\nClarendon lobby sofas (on site): Tomasz + Kasia, Wed–Thu, 08:00 start\nWorkshop: Imogen (polishing), Connor (van + cutting)",
    ],
    conflicts: [["Tuesday to Thursday", "Wed–Thu"]],
    paraphrases: [["8 o'clock", "08:00 start"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h83 trade supplier delivery all agreeing",
    branch: [
      "what did Barton's bring this morning?",
      "Two sheets of 18mm birch ply, a box of 1,000 tacks and five metres of jute webbing. Invoice to follow.",
    ],
    parent: [
      "Barton Timber & Veneer\nDELIVERY NOTE DN 5588\n2 x 18mm birch ply sheet 2440x1220\n1 x box tacks (1000)\n5m jute webbing 2in\nInvoice to follow",
    ],
    conflicts: [],
    paraphrases: [
      ["Two sheets of 18mm birch ply", "2 x 18mm birch ply sheet"],
      ["five metres of jute webbing", "5m jute webbing"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h83 insurer approval all agreeing",
    branch: [
      "what's the insurer approved on the Winslow armchair?",
      "Frame re-glue and a new seat rail, full reupholstery, £680 plus VAT, work can start the week of the 7th of July.",
    ],
    parent: [
      "From: claims@northgateinsurance.co.uk\nClaim NG-55810 — Winslow\n\nWe approve the estimate for frame repair (re-glue, replace seat rail) and reupholstery at £680.00 + VAT. Work may commence w/c 07/07.\n\nRegards,\nDeclan Fry\nClaims Handler",
    ],
    conflicts: [],
    paraphrases: [
      ["£680 plus VAT", "£680.00 + VAT"],
      ["the week of the 7th of July", "w/c 07/07"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h83 hotel delivery list reordered",
    branch: ["what's going out to the Clarendon on Friday?", "2 lobby sofas, 4 bar stools and the reception bench."],
    parent: ["Clarendon delivery Fri: reception bench, 4 bar stools, 2 lobby sofas. Tomasz and Connor, Luton van."],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h83 dining set delivery day corrected in branch",
    branch: [
      "when's the Pelham dining set going back?",
      "Thursday — sorry, no, Friday. I moved it because the table top needs another day to harden off.",
    ],
    parent: [
      "VAN RUN — Thursday 26 June\n1. Pelham Antiques — deliver dining table + 6 chairs (job 2288)\n2. J. Tennant — deliver 3-seat sofa\nDriver: Connor",
    ],
    conflicts: [["no, Friday", "Thursday 26 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h83 surgery chair count corrected in parent",
    branch: [
      "how many chairs did the surgery send in for recovering?",
      "Ten waiting-room chairs, all the same blue vinyl.",
    ],
    parent: [
      "Abbeyfield Surgery dropped off 10 waiting room chairs this morning, blue vinyl.",
      "Correction — just counted them properly in the back, it's 12 chairs, two were stacked behind the door.",
    ],
    conflicts: [["Ten waiting-room chairs", "it's 12 chairs"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h83 chaise deposit self-corrected",
    branch: [
      "what deposit did we take on the Winslow chaise?",
      "£250 — no wait, £200, I always mix it up with the armchair. £200 deposit.",
    ],
    parent: ["Receipt: Winslow, chaise longue reupholstery — deposit £200 paid by card, 3 June."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h83 mill open day self-corrected in parent",
    branch: [
      "when's Hallam's trade open day? thinking we should go and see the new colourways",
      "Wednesday 9 July, half nine till three.",
    ],
    parent: [
      "Hallam trade open day is Thursday 10 July — scratch that, checked the email, it's Wednesday the 9th. Runs 09:30 to 15:00.",
    ],
    conflicts: [],
    paraphrases: [
      ["half nine till three", "09:30 to 15:00"],
      ["Wednesday 9 July", "Wednesday the 9th"],
    ],
    shapes: ["correction", "paraphrase"],
  },
  // ---------------------------------------------------------------- list
  {
    name: "h83 supplier standing order",
    branch: [
      "what's on the monthly standing order with Kirkby Upholstery Supplies?",
      "Two rolls of 2in black-and-white webbing, 3kg of cotton felt, a box of 13mm improved tacks and 50m of double piping cord.",
    ],
    parent: [
      'Kirkby Upholstery Supplies — standing order (monthly)\n- 2 rolls 2" B&W webbing\n- 5kg cotton felt\n- 1 box 13mm improved tacks\n- 50m double piping cord\nAcc: ASH07',
    ],
    conflicts: [["3kg of cotton felt", "5kg cotton felt"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h83 hotel room label list",
    branch: [
      "which rooms are the Grosvenor tub chairs from? need to label them for going back",
      "Room 3 two, room 5 one, room 8 two and the Garden Suite three.",
    ],
    parent: ["LABELS — Grosvenor Hotel tub chairs (job 2307)\nRm 3: 2\nRm 5: 1\nRm 8: 1\nGarden Suite: 3"],
    conflicts: [["room 8 two", "Rm 8: 1"]],
    paraphrases: [
      ["Room 3 two", "Rm 3: 2"],
      ["Garden Suite three", "Garden Suite: 3"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h83 on-site van kit reordered",
    branch: [
      "what goes in the van for an on-site job?",
      "Staple gun and compressor, tack hammer, regulator, spare webbing, dust sheets, first aid kit.",
    ],
    parent: [
      "ON-SITE VAN KIT\n- dust sheets\n- tack hammer\n- first aid kit\n- staple gun and compressor\n- spare webbing\n- regulator",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  // ---------------------------------------------------------------- shared-words
  {
    name: "h83 two sites of one pub chain",
    branch: [
      "how many dining chairs at the Harbour Inns Whitby site?",
      "Whitby's got 36 dining chairs, we're doing them in two batches of eighteen.",
    ],
    parent: [
      "Harbour Inns — Scarborough: 48 dining chairs, recover in Moxon Oxblood, start after Whitby finishes.",
      "Whitby job confirmed: thirty-six chairs, two lots of 18.",
    ],
    conflicts: [],
    paraphrases: [
      ["36 dining chairs", "thirty-six chairs"],
      ["two batches of eighteen", "two lots of 18"],
    ],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h83 Mrs Pryce and Mrs Price",
    branch: [
      "what's Mrs Pryce having on her nursing chair?",
      "Kelmscott plain in Rust, 3 metres. She's at 41 Hythe Road.",
    ],
    parent: ["Mrs Price, 2 Oak Lane — nursing chair, Harcourt in Sage, 4 metres. Deposit paid."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h83 two loads from one mill",
    branch: [
      "what's Pennine sending Monday?",
      "Monday's drop is the Kessock linen, 22 metres, for the Tennant and Lister jobs.",
    ],
    parent: [
      "Pennine Mill Textiles — Wednesday delivery confirmed: Linden Plus velvet, 15m, for the Marlowe cushions. Carrier before noon.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h83 carvers and side chairs of one set",
    branch: [
      "how much fabric for the two carvers in the Pelham set?",
      "Carvers take 1.2m each with the arm pads, so 2.4m.",
    ],
    parent: [
      "Pelham dining set — side chairs: 0.7m each, six of them, 4.2m. Ordered with the carvers' fabric in one go.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h83 lobby sofas and bar banquette foam",
    branch: [
      "what's the foam spec on the Clarendon lobby sofas?",
      "Lobby sofas are CMHR 40 in the seats, 10cm deep, fibre-wrapped.",
    ],
    parent: ["Clarendon bar banquette — seat foam CMHR 33, 7.5cm, no wrap, it's getting a tight top."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---------------------------------------------------------------- paraphrase
  {
    name: "h83 boardroom chair quote in words",
    branch: [
      "what did we quote Dean & Co for their boardroom chairs?",
      "Two and a half grand for the twelve, fabric included.",
    ],
    parent: [
      "QUOTE Q-1192 — Dean & Co Solicitors, boardroom chairs x 12\nStrip, re-web, new foam, reupholster in Harcourt, Charcoal\nTotal: £2,500 incl. fabric, ex VAT",
    ],
    conflicts: [],
    paraphrases: [
      ["Two and a half grand", "£2,500"],
      ["the twelve", "chairs x 12"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h83 loss adjuster visit time in words",
    branch: [
      "when's the loss adjuster coming to look at the Bellamy sofa?",
      "Half past two Thursday, at the workshop.",
    ],
    parent: [
      "Loss adjuster visit booked: Thu 14:30, Ashdown workshop, re Bellamy claim. Have the frame on the bench so he can see the split rail.",
    ],
    conflicts: [],
    paraphrases: [["Half past two Thursday", "Thu 14:30"]],
    shapes: ["paraphrase"],
  },
];
