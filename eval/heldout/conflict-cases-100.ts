import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 100 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: sign makers and print shops (shopfront fascias in aluminium composite and cut vinyl, hanging
 * and projecting signs and their surveys, listed building and advertisement consent, illuminated
 * lightboxes and the electricians who wire them, totem signs and the HIAB for the lift, post-and-panel
 * frames and RAL powder-coat colours, van livery and part wraps, frosted manifestation on glass doors,
 * window and mural vinyl, mesh scaffold banners, roller banners, A-boards and Correx estate agent
 * boards; the print side: business cards, leaflets, menus, brochures, labels, newsletters and NCR pads,
 * paper weights, lamination and Pantone matching, proofs and sign-off; vinyl roll orders from the
 * supplier; the wide-format printer and the laminator, their engineers, services and warranty claims;
 * fitting crews, ladders and towers; quotes, deposits, balances, invoices and job numbers).
 *
 * Styles: about half the messages are written the way the trade writes them: job sheets, survey notes,
 * quote lines, supplier order lines, engineer visit lines, print order lines, chat lines with
 * timestamps, terse one-liners in the trade's shorthand (JOB, JB, Q-, PO, INV, ACM, RAL, PMS, FFL, c/c,
 * u/side, LBC, HIAB, D/S, 4/4, gsm, lam, biz cards, pp, qty, ban, A-brd, std, art, desp, del, coll,
 * dep, pd, bal, svc, s/n, app tape, sparky, w/c, x3, Mon, Tue, Wed, Fri, Sat), and emails with greetings
 * and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: shopfront fascia job sheet; business card order email; van livery quote; school fair
 *   leaflets; roller banners, all agreeing (no conflict); hanging sign survey on a listed pub;
 *   frosted manifestation on surgery doors; wide-format printer engineer visit; estate agent boards
 *   email; takeaway lightbox; vinyl roll supplier order.
 * - paraphrase: fascia size, material, lettering and fit date; card quantity, printing both sides and
 *   lamination; livery on both sides and the rear; leaflet quantity in k, colour both sides and
 *   delivery date; banner size, bases, artwork and despatch day; sign size and consent; logo spacing;
 *   printheads; board count and size; lightbox size and 24-hour switch-off; vinyl rolls and app tape;
 *   mesh scaffold banner in metres and millimetres, eyelet spacing and a half deposit; menu reprint
 *   in k, price with and without the pound sign and turnaround in days and weeks; no lamination said
 *   twice; a self-corrected delivery day.
 * - close: fascia fit time and deposit; card collection day and price; livery price and days in the
 *   unit; leaflet paper weight; sign height above the pavement; manifestation height; engineer visit
 *   date; A-board count and delivery week; lightbox colour temperature and electrician's day; matt
 *   black rolls; fascia width (correction); brochure quantity (correction); invoice number; Pantone
 *   reference; RAL colour; printer serial; HIAB time.
 * - negation: service contract cover on the engineer visit; advertisement consent for a totem;
 *   fitting from ladders or a tower; label proof approved; no lamination said twice.
 * - correction: fascia width (in the parent); brochure quantity (in the branch); a sandwich board's
 *   delivery day self-corrected in one message (no conflict); van lettering colour (in the parent).
 * - shared-words: two clubs' pitchside banners; last and next laminator service; a signage job's
 *   deposit and balance; two neighbouring job numbers; two shops' A-boards; matt and gloss
 *   lamination prices.
 * - identifier: invoice number; Pantone reference; RAL colour; printer serial; two neighbouring job
 *   numbers.
 * - list: vinyl roll supplier order; mural vinyl colours reordered (no conflict); exhibition stand
 *   substrates.
 */
export const HELDOUT_CONFLICT_CASES_100: HeldOutConflictCase[] = [
  {
    name: "fascia job sheet: size, material, colour, lettering and fit date agree, fit time and deposit differ",
    branch: [
      "JOB 4471 – Fenwick Butchers – fascia 4800 x 900 – 3mm ACM, RAL 6005 green, cut vinyl gold lettering – fit Tue 14/10 08:00 – dep £300 pd – Dan",
    ],
    parent: [
      "Fenwick Butchers' new fascia is 4.8 m by 900 mm in 3 mm aluminium composite, RAL 6005 green with gold cut-vinyl lettering; we're fitting it on Tuesday 14 October at 7:30am and their £250 deposit has been paid.",
    ],
    conflicts: [
      ["08:00", "7:30am"],
      ["dep £300 pd", "£250 deposit has been paid"],
    ],
    paraphrases: [
      ["4800 x 900", "4.8 m by 900 mm"],
      ["3mm ACM", "3 mm aluminium composite"],
      ["cut vinyl gold lettering", "gold cut-vinyl lettering"],
      ["Tue 14/10", "Tuesday 14 October"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "business card email against the order line: quantity, stock, sides and lamination agree, collection day and price differ",
    branch: [
      "Hi Priya,",
      "Just confirming your business cards: 500 cards on 400gsm silk, printed both sides with matt lamination, ready for collection on Thursday, £42 all in.",
      "Thanks, Gareth – Inkwell Print & Sign",
    ],
    parent: ["Order 2291 – Priya Shah Physio – biz cards x500 – 400gsm silk – D/S – matt lam – coll Fri – £46"],
    conflicts: [
      ["ready for collection on Thursday", "coll Fri"],
      ["£42 all in", "£46"],
    ],
    paraphrases: [
      ["500 cards", "x500"],
      ["printed both sides", "D/S"],
      ["matt lamination", "matt lam"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "van livery quote: vehicle and coverage agree, price and days in the unit differ",
    branch: [
      "Quote Q-0917 – Harlow Plumbing – Ford Transit Custom – part wrap + cut vinyl both sides & rear – £1,450 + VAT – 2 days in the unit",
    ],
    parent: [
      "The livery quote for Harlow Plumbing's Transit Custom is a part wrap with cut vinyl on both sides and the rear doors, £1,540 plus VAT, and the van needs to stay with us for three days.",
    ],
    conflicts: [
      ["£1,450 + VAT", "£1,540 plus VAT"],
      ["2 days in the unit", "three days"],
    ],
    paraphrases: [["both sides & rear", "both sides and the rear doors"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "school fair leaflets: quantity, size, colour and delivery agree, paper weight differs",
    branch: [
      "Leaflets for the Oakfield summer fair: 5,000 A5 flyers on 150gsm gloss, full colour both sides, delivered by the 20th.",
    ],
    parent: ["PO 7730 – Oakfield PTA – 5k A5 flyers 170gsm gloss 4/4 – del by 20/6"],
    conflicts: [["150gsm gloss", "170gsm gloss"]],
    paraphrases: [
      ["5,000 A5 flyers", "5k A5 flyers"],
      ["full colour both sides", "4/4"],
      ["by the 20th", "by 20/6"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "roller banners: count, size, bases, artwork and despatch all agree",
    branch: ["Roller ban x3 – 850w x 2000h – std base + carry bag – art supplied – desp Mon"],
    parent: [
      "We're sending three 850 by 2000 mm roller banners with standard bases and carry bags on Monday; the client is supplying the artwork.",
    ],
    conflicts: [],
    paraphrases: [
      ["850w x 2000h", "850 by 2000 mm"],
      ["std base + carry bag", "standard bases and carry bags"],
      ["art supplied", "the client is supplying the artwork"],
      ["desp Mon", "on Monday"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "hanging sign survey on a listed pub: size and consent agree, height above the pavement differs",
    branch: [
      "Survey done at the Old Bell: hanging sign 600 x 800 on a wall bracket, bottom edge 2.6m above the pavement, it's listed so consent needed, and we fit once the LBC comes through.",
    ],
    parent: [
      "Old Bell survey – hanging sign 600x800mm, bracket to front elevation, u/side 2.4m off pavement, Grade II – needs listed building consent before fit",
    ],
    conflicts: [["2.6m above the pavement", "2.4m off pavement"]],
    paraphrases: [
      ["600 x 800", "600x800mm"],
      ["consent needed", "needs listed building consent"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "frosted manifestation on surgery doors: band depth and logo spacing agree, height differs",
    branch: [
      "The frosted manifestation band on the surgery's glass doors is 100mm deep, centred 1000mm from the floor, with the logo cut out every 600mm.",
    ],
    parent: [
      "Manifestation – Meadowbank Surgery – frost band 100mm, centre line at 1050mm FFL, logo cut-out @ 600 c/c – fit Sat am",
    ],
    conflicts: [["centred 1000mm from the floor", "centre line at 1050mm FFL"]],
    paraphrases: [["every 600mm", "@ 600 c/c"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "wide-format printer engineer visit: parts agree, date and service contract cover differ",
    branch: ["Engineer visit – Mimaki JV – Wed 3/9 – 2 x printheads + capping station – covered by svc contract"],
    parent: [
      "The engineer is coming on Thursday 4 September to replace two printheads and the capping station on the Mimaki, and it's not covered by the service contract, so it's chargeable.",
    ],
    conflicts: [
      ["Wed 3/9", "Thursday 4 September"],
      ["covered by svc contract", "not covered by the service contract"],
    ],
    paraphrases: [["2 x printheads", "two printheads"]],
    shapes: ["multi", "close", "negation", "paraphrase"],
  },
  {
    name: "estate agent boards email: Correx boards agree, A-board count and delivery week differ",
    branch: [
      "Hi Tom,",
      "For Rowe & Co this month we've got 40 Correx for-sale boards at 600 x 450 mm and six A-boards for the open-house weekends, all delivered the week of 13 October.",
      "Cheers, Lisa",
    ],
    parent: ["Rowe & Co – Oct – 40 x Correx 600x450 4mm FOR SALE – 8 x A-brd – del w/c 6/10"],
    conflicts: [
      ["six A-boards", "8 x A-brd"],
      ["the week of 13 October", "w/c 6/10"],
    ],
    paraphrases: [
      ["40 Correx", "40 x Correx"],
      ["600 x 450 mm", "600x450"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "takeaway lightbox: size and timer agree, LED colour temperature and electrician's day differ",
    branch: ["Lightbox for Kebab Korner: 2400 x 600, 6500K LED modules, timer off at 23:00, sparky booked Tues."],
    parent: [
      "The Kebab Korner lightbox is 2.4 m by 600 mm with 4000K LEDs on a timer that switches off at 11pm, and the electrician is booked for Thursday.",
    ],
    conflicts: [
      ["6500K LED modules", "4000K LEDs"],
      ["sparky booked Tues", "electrician is booked for Thursday"],
    ],
    paraphrases: [
      ["2400 x 600", "2.4 m by 600 mm"],
      ["23:00", "11pm"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "vinyl roll supplier order: white rolls and app tape agree, matt black rolls differ",
    branch: ["Order to Metamark: 3 rolls gloss white 1260mm, 2 rolls matt black 1260mm, 1 roll app tape."],
    parent: ["Vinyl order lines – gloss white 1260 x3, matt black 1260 x3, app tape x1"],
    conflicts: [["2 rolls matt black 1260mm", "matt black 1260 x3"]],
    paraphrases: [
      ["3 rolls gloss white 1260mm", "gloss white 1260 x3"],
      ["1 roll app tape", "app tape x1"],
    ],
    shapes: ["multi", "list", "close", "paraphrase"],
  },
  {
    name: "mesh scaffold banner in metres and millimetres, with a half deposit",
    branch: [
      "The mesh banner for the scaffold at Kingsway is 6m x 2m with eyelets every 500mm, and half the price is due up front.",
    ],
    parent: ["Kingsway scaffold banner – mesh 6000 x 2000mm – eyelets @ 0.5m – 50% dep"],
    conflicts: [],
    paraphrases: [
      ["6m x 2m", "6000 x 2000mm"],
      ["every 500mm", "@ 0.5m"],
      ["half the price is due up front", "50% dep"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "menu reprint: quantity in k, price in two currency styles, turnaround in days and weeks",
    branch: ["Reprint for the Curry Leaf: 2.5k DL menus, £385+VAT, ready in ten working days."],
    parent: [
      "The Curry Leaf is reprinting 2,500 DL takeaway menus for 385 pounds plus VAT, with a turnaround of two working weeks.",
    ],
    conflicts: [],
    paraphrases: [
      ["2.5k DL menus", "2,500 DL takeaway menus"],
      ["£385+VAT", "385 pounds plus VAT"],
      ["ten working days", "two working weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "retail park totem: advertisement consent needed or not",
    branch: [
      "The totem sign at the retail park doesn't need advertisement consent, it comes in under the deemed-consent size.",
    ],
    parent: [
      "Planning came back on the retail park totem: it does need advertisement consent, so we can't fit until it's granted.",
    ],
    conflicts: [["doesn't need advertisement consent", "it does need advertisement consent"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "bakery fascia: fitted off ladders or from a tower",
    branch: ["[08:12] Dave: can do the Mill Lane bakery fascia off ladders, no tower needed"],
    parent: ["Site check at the Mill Lane bakery: the fascia is too high for ladders, we need the scaffold tower."],
    conflicts: [["no tower needed", "we need the scaffold tower"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "gin label proof approved or not",
    branch: ["Harbour Gin labels – proof approved by client 11:20 – to press"],
    parent: [
      "The Harbour Gin label proof hasn't been approved yet; the client wants the gold foil moved before we print.",
    ],
    conflicts: [["proof approved by client", "hasn't been approved yet"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "church newsletters without lamination, said twice",
    branch: ["No lam on the St Mary's newsletters."],
    parent: ["St Mary's newsletters are printed unlaminated, as usual."],
    conflicts: [],
    paraphrases: [["No lam", "unlaminated"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "hardware shop fascia width corrected in the parent",
    branch: ["The fascia at Hollis Hardware measures 4.8m wide."],
    parent: [
      "Correction on Hollis Hardware: we remeasured today and the fascia is 5.2m wide, not the 4.8m on the survey sheet.",
    ],
    conflicts: [["4.8m wide", "fascia is 5.2m wide"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "hotel brochure quantity corrected in the branch",
    branch: ["Sorry, typo on the Wren Hotel job sheet – it's 250 brochures, not 200."],
    parent: ["Wren Hotel – A4 brochures 8pp – qty 200 – 130gsm silk"],
    conflicts: [["250 brochures", "qty 200"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "deli sandwich board delivery day self-corrected in one text",
    branch: ["Sandwich board for Pip's Deli goes out Weds – sorry, Thurs 9th."],
    parent: ["Pip's Deli sandwich board is being delivered on Thursday the 9th."],
    conflicts: [],
    paraphrases: [["Thurs 9th", "Thursday the 9th"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "van lettering colour changed by the customer",
    branch: ["Lettering on the Lowe & Sons van is gold vinyl."],
    parent: ["Update from Mr Lowe: he's changed his mind and wants the van lettering in silver, not gold."],
    conflicts: [["gold vinyl", "wants the van lettering in silver"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "two clubs' pitchside banners",
    branch: ["The rugby club's pitchside banner is 3m x 1m."],
    parent: ["The cricket club's pitchside banner is 4m x 1m."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "last and next laminator service",
    branch: ["The laminator was last serviced on 12 March."],
    parent: ["The laminator's next service is booked for 12 September."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "signage job deposit and balance",
    branch: ["The deposit on the Crown Inn signage job is £400."],
    parent: ["The balance on the Crown Inn signage job is £1,150, due on completion."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "neighbouring job numbers for one customer's two jobs",
    branch: ["JB-5120 – Dental Studio – window vinyl"],
    parent: ["JB-5121 is the Dental Studio's appointment cards."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "two shops' A-boards",
    branch: ["The café's A-board is chalkboard black."],
    parent: ["The barber's A-board is printed white."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "matt and gloss lamination prices on the same postcards",
    branch: ["Matt lam on the 1,000 postcards adds £25."],
    parent: ["Gloss lamination on the 1,000 postcards would add £20."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "supplier invoice number, swapped digits",
    branch: ["Paid: INV-20417 from Signet Print, £612.40"],
    parent: ["Signet Print's invoice INV-20471 for £612.40 has been paid."],
    conflicts: [["INV-20417", "INV-20471"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "dental brand blue, neighbouring Pantone references",
    branch: ["Brand colour for the Calder Dental signs – PMS 2945 C"],
    parent: ["The Calder Dental brand blue is Pantone 2955 C, so match the vinyl to that."],
    conflicts: [["PMS 2945 C", "Pantone 2955 C"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "post-and-panel frame powder-coat colour, neighbouring RAL numbers",
    branch: ["Powder-coat the post-and-panel sign frame in RAL 7016."],
    parent: ["Post-and-panel frame to be powder-coated RAL 7015, per the architect's spec."],
    conflicts: [["RAL 7016", "RAL 7015"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "wide-format printer warranty claim, serial with swapped digits",
    branch: ["We've put the warranty claim in for the Roland, serial ZD84113."],
    parent: ["Warranty – Roland VG3 – s/n ZD84131 – claim submitted"],
    conflicts: [["ZD84113", "ZD84131"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "HIAB for a totem lift, half an hour apart",
    branch: ["HIAB booked for the Brookfield totem lift – Mon 9am"],
    parent: ["The HIAB for the Brookfield totem lift is on site at 09:30 on Monday."],
    conflicts: [["Mon 9am", "09:30 on Monday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "nursery mural vinyl colours, same four reordered",
    branch: ["Mural vinyls for Little Acorns nursery – yellow, sky blue, lime green, orange"],
    parent: ["The Little Acorns nursery mural uses orange, lime green, yellow and sky blue vinyl."],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "exhibition stand substrates, one different",
    branch: ["Exhibition stand panels: Foamex, Dibond and Correx."],
    parent: ["For the exhibition stand we're printing on Foamex, acrylic and Correx."],
    conflicts: [["Dibond", "acrylic"]],
    paraphrases: [],
    shapes: ["list"],
  },
];
