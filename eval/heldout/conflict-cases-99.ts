import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 99 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: bakeries and cake makers (craft and high-street bakeries with wholesale bread rounds to cafés
 * and farm shops; wedding, birthday and christening cakes: tiers and tier sizes, sponges, fillings and
 * finishes, tasting boxes, deposits and balances, delivery to venues; flour orders from the mill and
 * butter from the dairy wholesaler; bake shift rotas with early starts; the deck oven, the retarder and
 * the spiral mixer and their engineers and warranty claims; Christmas and Easter pre-orders of mince
 * pies, stollen, yule logs and hot cross buns; Saturday market stalls; sourdough classes; allergen
 * labels, gluten-free production and the environmental health visit; delivery vans, rounds and
 * drivers; invoices, purchase orders and online orders; shop and kiosk opening hours).
 *
 * Styles: about half the messages are written the way bakers write: cake order sheets, wholesale and
 * mill order lines, rota lines, round lists, oven and engineer notes, chat lines with timestamps and
 * one-liners in the trade's shorthand (WC, SD, HCB, bgt, b/cream, choc, dep, bal, pd, del, dels, coll,
 * colls, inv, wkly, rnd, svc, o/n, insp, doz, EHO, FHRS, GF, BH, PO, INV, w/c, Xmas, Mon–Sat, Tue, Thu,
 * Fri, Sat, Sun, inch marks), and emails with greetings and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: wedding cake order sheet; café standing order email; mill flour order; Christmas pre-order
 *   tally; deck oven engineer visit; sourdough class; Saturday market stall; bake shift rota; child's
 *   birthday cake order; farm shop Easter hot cross buns email; environmental health visit.
 * - paraphrase: wedding date, tier count, sponges, finish, delivery time and deposit; loaves,
 *   baguettes and delivery days; flour bags and delivery morning; mince pies, stollen and collection
 *   days; engineer time and service; class date and price; market set-up time, loaves and brownies;
 *   rota shift hours; cake size and collection time; hot cross buns by the dozen and in units and the
 *   delivery time; inspection date; wedding cake budget in k; retarder overnight; no Sunday deliveries
 *   said twice; invoice month; online order items and collection day; delivery round stops reordered
 *   (list).
 * - close: wedding cake base tier size; café drop time and invoicing; dark rye bags; yule logs; oven
 *   engineer date and price; class places and end time; croissants and market pitch; a baker's shift
 *   hours; hot cross bun price per dozen; hygiene rating; retarder temperature; wedding cake delivery
 *   date; spiral mixer quote; invoice number; oven serial; van registration; online order code;
 *   tasting box flavour (list); allergens on a label (list).
 * - negation: nut-free birthday cake; open on the bank holiday Monday; gluten-free loaves in the main
 *   bakery; no Sunday deliveries said twice.
 * - correction: wedding cake delivery date (in the parent); christening cake flavour (in the branch);
 *   spiral mixer quote (in the parent); Monday round driver (in the branch).
 * - shared-words: two suppliers' purchase orders; two weddings' tier counts; last and next oven
 *   service; wholesale and shop sourdough prices; two shops' opening times; a wedding cake's deposit
 *   and balance.
 * - identifier: invoice number; oven serial; van registration; two suppliers' purchase orders; online
 *   order code.
 * - list: tasting box flavours; delivery round stops reordered; allergens on a seeded loaf label.
 */
export const HELDOUT_CONFLICT_CASES_99: HeldOutConflictCase[] = [
  {
    name: "wedding cake order sheet: date, tiers, sponges, finish, delivery and deposit agree, base tier size differs",
    branch: [
      'WC – Patel/Morgan – Sat 21/6 – 3 tier, base 10" – lemon / vanilla / choc – ivory b/cream – del Hartwell Barn 11:00 – dep £150 pd – Jo',
    ],
    parent: [
      "The Patel and Morgan wedding cake is three tiers for Saturday 21 June, with a 12 inch base tier, lemon, vanilla and chocolate sponges and an ivory buttercream finish, delivered to Hartwell Barn at 11am; their £150 deposit has been paid.",
    ],
    conflicts: [['base 10"', "12 inch base tier"]],
    paraphrases: [
      ["Sat 21/6", "Saturday 21 June"],
      ["3 tier", "three tiers"],
      ["lemon / vanilla / choc", "lemon, vanilla and chocolate sponges"],
      ["ivory b/cream", "ivory buttercream"],
      ["11:00", "11am"],
      ["dep £150 pd", "£150 deposit has been paid"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "café standing order email: loaves, baguettes and days agree, drop time and invoicing differ",
    branch: [
      "Hi Marco,",
      "Happy to confirm your standing order from Monday: twelve sourdough loaves and 20 baguettes every day Monday to Saturday, dropped off by 7am and invoiced monthly.",
      "Best wishes, Hannah – Rise & Crumb Bakery",
    ],
    parent: ["Wholesale – Café Marco – Mon–Sat – 12 SD, 20 bgt – drop by 06:30 – inv wkly"],
    conflicts: [
      ["dropped off by 7am", "drop by 06:30"],
      ["invoiced monthly", "inv wkly"],
    ],
    paraphrases: [
      ["twelve sourdough loaves", "12 SD"],
      ["20 baguettes", "20 bgt"],
      ["Monday to Saturday", "Mon–Sat"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "mill flour order: strong white, T55 and delivery agree, dark rye bags differ",
    branch: ["Mill order Thu – 40 x 16kg strong white, 10 x 25kg T55, 6 x 16kg dark rye – del Fri am – Sam"],
    parent: [
      "Thursday's order to the mill is forty 16 kg bags of strong white flour, ten 25 kg bags of T55 and eight 16 kg bags of dark rye, for delivery on Friday morning.",
    ],
    conflicts: [["6 x 16kg dark rye", "eight 16 kg bags of dark rye"]],
    paraphrases: [
      ["40 x 16kg strong white", "forty 16 kg bags of strong white flour"],
      ["10 x 25kg T55", "ten 25 kg bags of T55"],
      ["Fri am", "Friday morning"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Christmas pre-order tally: mince pies, stollen and collection days agree, yule logs differ",
    branch: ["Xmas pre-orders so far: 340 mince pies, 25 stollen, 18 yule logs – colls 23rd & 24th Dec only"],
    parent: [
      "Christmas pre-order tally as of this morning: three hundred and forty mince pies, twenty-five stollen and 21 yule logs, with collection on 23 and 24 December only.",
    ],
    conflicts: [["18 yule logs", "21 yule logs"]],
    paraphrases: [
      ["340 mince pies", "three hundred and forty mince pies"],
      ["25 stollen", "twenty-five stollen"],
      ["23rd & 24th Dec", "23 and 24 December"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "deck oven engineer visit: time, engineer and service agree, date and price differ",
    branch: [
      "Engineer booked for the deck oven: Tuesday 4 March at 2pm, Gareth from Brightwell Catering Services, £185 plus VAT for the annual service.",
    ],
    parent: ["Oven eng – deck oven annual svc – Tue 11/3 14:00 – Gareth, Brightwell – £195 + VAT"],
    conflicts: [
      ["Tuesday 4 March", "Tue 11/3"],
      ["£185 plus VAT", "£195 + VAT"],
    ],
    paraphrases: [
      ["2pm", "14:00"],
      ["annual service", "annual svc"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "sourdough class: date, start and price agree, places and finishing time differ",
    branch: [
      "Our beginners' sourdough class is on Sunday 9 February from 10am to 3pm, with eight places at £95 each, lunch and a starter to take home included.",
    ],
    parent: ["Class – SD beginners – Sun 9/2 10:00–16:00 – 10 places @ £95 – incl lunch + starter"],
    conflicts: [
      ["eight places", "10 places"],
      ["10am to 3pm", "10:00–16:00"],
    ],
    paraphrases: [
      ["Sunday 9 February", "Sun 9/2"],
      ["at £95 each", "@ £95"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Saturday market stall: set-up time, loaves and brownies agree, pitch and croissants differ",
    branch: ["Sat mkt – pitch 14 – set up 7.30 – 60 SD, 80 croissants, 4 trays brownies – card reader charged"],
    parent: [
      "For Saturday's farmers' market we are on pitch 12, setting up at half past seven and taking sixty sourdough loaves, 100 croissants and four trays of brownies.",
    ],
    conflicts: [
      ["pitch 14", "pitch 12"],
      ["80 croissants", "100 croissants"],
    ],
    paraphrases: [
      ["set up 7.30", "setting up at half past seven"],
      ["60 SD", "sixty sourdough loaves"],
      ["4 trays brownies", "four trays of brownies"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "bake shift rota: two shifts agree, one baker's hours differ",
    branch: ["Rota w/c 3/11 – Fri bake: Tom 03:00–11:00, Priya 04:00–12:00 – Sat shop: Leah 07:30–14:00"],
    parent: [
      "On next week's rota Tom bakes on Friday from 3am to 11am, Priya from 5am to 1pm, and Leah works the shop on Saturday from 7.30am to 2pm.",
    ],
    conflicts: [["Priya 04:00–12:00", "Priya from 5am to 1pm"]],
    paraphrases: [
      ["Tom 03:00–11:00", "Tom bakes on Friday from 3am to 11am"],
      ["Leah 07:30–14:00", "7.30am to 2pm"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "child's birthday cake: size, sponge, message and collection agree, nut-free or not",
    branch: [
      "Birthday cake for Ella: 8 inch chocolate sponge, 'Happy 7th Birthday Ella' piped in pink, nut-free, collection Friday at 4pm.",
    ],
    parent: [
      "Order – Ella bday – 8\" choc – 'Happy 7th Birthday Ella' pink – NOT nut-free (frangipane layer) – coll Fri 16:00",
    ],
    conflicts: [["nut-free, collection", "NOT nut-free"]],
    paraphrases: [
      ["8 inch chocolate sponge", '8" choc'],
      ["Friday at 4pm", "Fri 16:00"],
    ],
    shapes: ["multi", "negation", "paraphrase"],
  },
  {
    name: "farm shop Easter email: quantities and delivery time agree, price per dozen differs",
    branch: [
      "Dear Mrs Hale,",
      "Thank you for your Easter order: 30 dozen hot cross buns for Good Friday and 20 dozen for the Saturday, at £6.50 a dozen, delivered before 8am both days.",
      "Warm regards, Hannah",
    ],
    parent: ["Meadow Farm Shop – HCB – Good Fri 360, Sat 240 – £6.80/doz – del before 08:00"],
    conflicts: [["£6.50 a dozen", "£6.80/doz"]],
    paraphrases: [
      ["30 dozen hot cross buns for Good Friday", "HCB – Good Fri 360"],
      ["20 dozen for the Saturday", "Sat 240"],
      ["before 8am", "before 08:00"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "environmental health visit: date and actions agree, hygiene rating differs",
    branch: [
      "EHO visit Wed 15/5 – FHRS 5 – new probe thermometer + date labels on cold room shelves – next insp ~2 yrs",
    ],
    parent: [
      "The environmental health officer came on Wednesday 15 May and gave us a food hygiene rating of 4, asking for a new probe thermometer and date labels on the cold room shelves.",
    ],
    conflicts: [["FHRS 5", "food hygiene rating of 4"]],
    paraphrases: [
      ["Wed 15/5", "Wednesday 15 May"],
      ["EHO visit", "environmental health officer came"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "wedding cake budget in k and in pounds",
    branch: ["The Okafors' cake budget is 1.2k, tops."],
    parent: ["Spoke to the Okafors today: they're happy to spend up to £1,200 on the wedding cake."],
    conflicts: [],
    paraphrases: [["1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "retarder temperature, one degree apart",
    branch: ["[21:40] Tom: Retarder 4°C o/n for SD"],
    parent: ["The retarder is set to 5 degrees overnight for the sourdough."],
    conflicts: [["Retarder 4°C", "set to 5 degrees"]],
    paraphrases: [["o/n for SD", "overnight for the sourdough"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "wedding cake delivery date corrected in the parent",
    branch: ["The Hughes wedding cake goes out on Friday 12 July."],
    parent: ["Correction from the couple: the Hughes cake is needed on Saturday 13 July, not the Friday."],
    conflicts: [["Friday 12 July", "Saturday 13 July"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "christening cake flavour corrected in the branch",
    branch: ["Sorry, my mistake on the sheet earlier – the Lawson christening cake is lemon drizzle, not carrot."],
    parent: ['Lawson christening – carrot cake, 8" round – coll Sat 10:00'],
    conflicts: [["is lemon drizzle, not carrot", "carrot cake"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "spiral mixer repair quote revised",
    branch: ["The spiral mixer repair quote came in at £640."],
    parent: [
      "Update on the spiral mixer: the engineer revised his repair quote to £460 once he found the gearbox was still under warranty.",
    ],
    conflicts: [["£640", "£460"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "Monday round driver corrected in the branch",
    branch: ["Mon rnd – driver Kev (not Dean as per last wk's sheet)"],
    parent: ["Dean is driving Monday's delivery round this week."],
    conflicts: [["driver Kev", "Dean is driving"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "bank holiday Monday: open against closed",
    branch: ["We'll be open on the bank holiday Monday, 8am to 1pm."],
    parent: ["Shop closed BH Mon – sign on door – Bev"],
    conflicts: [["We'll be open on the bank holiday Monday", "Shop closed BH Mon"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "gluten-free loaves in the main bakery: can against can't",
    branch: ["Gluten-free loaves can be baked in the main bakery now that the sealed prep room is finished."],
    parent: ["We still can't bake gluten-free loaves in the main bakery; they all go to the GF unit on the estate."],
    conflicts: [["can be baked in the main bakery", "can't bake gluten-free loaves in the main bakery"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "no Sunday deliveries, said twice in other words",
    branch: ["We're not doing deliveries on Sundays any more."],
    parent: ["No Sunday dels from now on – Bev"],
    conflicts: [],
    paraphrases: [["not doing deliveries on Sundays", "No Sunday dels"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "café invoice number with two digits swapped",
    branch: ["INV 20417 – Café Marco – Oct bread – £1,284.60 – pd"],
    parent: ["Café Marco has paid invoice 20471 for October's bread, £1,284.60."],
    conflicts: [["INV 20417", "invoice 20471"]],
    paraphrases: [["Oct bread", "October's bread"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "deck oven serial on the warranty claim",
    branch: ["Serial on the deck oven warranty form: MDO-4-88213."],
    parent: ["The warranty claim for the deck oven gives the serial as MDO-4-88231."],
    conflicts: [["MDO-4-88213", "MDO-4-88231"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "bread van registration, two letters swapped",
    branch: ["[05:48] Kev: bread van today is KX19 ODB, the white Transit"],
    parent: ["Today's round goes out in KX19 OBD, the white Transit."],
    conflicts: [["KX19 ODB", "KX19 OBD"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "two suppliers' purchase orders with neighbouring numbers",
    branch: ["PO 5512 – Wessex Mill – flour – del Thu"],
    parent: ["PO 5513 is the butter order from Dairy Direct, arriving on Thursday."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "online order code: items and day agree, one character differs",
    branch: ["Online order #A7Q3 – 2 x SD, 6 croissants – coll Sat"],
    parent: ["Online order #A7O3 is two sourdough loaves and six croissants for Saturday collection."],
    conflicts: [["#A7Q3", "#A7O3"]],
    paraphrases: [
      ["2 x SD", "two sourdough loaves"],
      ["6 croissants", "six croissants"],
      ["coll Sat", "Saturday collection"],
    ],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "two weddings' tier counts",
    branch: ["The Ahmed wedding cake is four tiers, all vanilla."],
    parent: ["The Brennan wedding cake is two tiers plus a kitchen cutting cake."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "deck oven's last and next service",
    branch: ["Deck oven last svc 14/1 – Brightwell"],
    parent: ["The deck oven's next service with Brightwell is due on 14 July."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "wholesale and shop sourdough prices",
    branch: ["Wholesale SD £2.40/loaf to cafés from 1 April"],
    parent: ["From 1 April a sourdough loaf is £4.20 in the shop."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two shops' opening times",
    branch: ["High St shop opens 7am Mon–Sat."],
    parent: ["The station kiosk opens at 6am on weekdays."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a wedding cake's deposit and balance",
    branch: ["Fenwick WC – dep £200 pd 3/4"],
    parent: ["The £450 balance for the Fenwick wedding cake is due two weeks before the wedding."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "tasting box flavours, the fourth differs",
    branch: ["Tasting box for the Greens: lemon, raspberry, salted caramel, chocolate orange."],
    parent: ["The Greens' tasting box has lemon, raspberry, salted caramel and coffee."],
    conflicts: [["chocolate orange", "coffee"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "Tuesday round stops in another order",
    branch: ["Tue rnd: Café Marco, Meadow Farm Shop, The Old Forge, Village Stores"],
    parent: ["Tuesday's delivery round covers Village Stores, The Old Forge, Café Marco and Meadow Farm Shop."],
    conflicts: [],
    paraphrases: [
      ["Tue rnd", "Tuesday's delivery round"],
      [
        "Café Marco, Meadow Farm Shop, The Old Forge, Village Stores",
        "Village Stores, The Old Forge, Café Marco and Meadow Farm Shop",
      ],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "seeded loaf allergen label, one allergen differs",
    branch: ["Allergens on the seeded loaf label: wheat, sesame, soya."],
    parent: ["Seeded loaf label – allergens: wheat, sesame, mustard – reprint Mon"],
    conflicts: [["soya", "mustard"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
];
