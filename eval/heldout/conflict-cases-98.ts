import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 98 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: florists and flower shops (wedding consultations and wedding flowers: bridal and bridesmaid
 * bouquets, buttonholes, corsages, table centres, garlands and church pedestals; funeral tributes:
 * casket sprays, letters tributes, wreaths and sheaves, deliveries to funeral homes and crematoria;
 * flower market and Dutch truck wholesale orders, stems, bunches and boxes; the cold room and its
 * engineer; hotel and office contract flowers and their invoices; relay orders; Valentine's Day and
 * Mothering Sunday pre-orders, rotas and promo codes; wreath-making workshops; van rounds, drops and
 * delivery areas; price lists, deposits and balances).
 *
 * Styles: about half the messages are written the way florists write: wedding diary entries, order
 * and job sheet lines, funeral tribute (F/T) sheets, market order lines, rota lines, van round notes,
 * staff chat one-liners in the trade's shorthand (HT, BH, TCs, arrs, F/T, FH, euc, gyp, dep, pd, del,
 * incl, pp, pw, wkly, recep, INV, reg, V Day, Tue, Weds, Thu, Fri, Sat, Sun), and emails with greetings
 * and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: wedding diary entry; funeral tribute confirmation email; flower market order; hotel contract
 *   email; Mothering Sunday rota; Valentine's pre-orders; barn reception table centres; Thursday van
 *   round; cold room engineer visit; office flowers invoice email; wreath workshop.
 * - paraphrase: wedding date, ceremony time, bridal bouquet, corsages and deposit; funeral date,
 *   colours, funeral home and delivery time; roses and gypsophila; hotel arrangements, their places
 *   and the weekly change; rota Friday hours, Sunday closing and van runs; Valentine's pre-order count
 *   and delivery slots; table centre count; van departure time and areas; cold room temperature and
 *   engineer slot; invoice number, visits, net total; workshop date, times and what is included;
 *   Sunday closing said twice; relay order bouquet and day; promo discount; Saturday delivery areas
 *   reordered (list); wedding flower budget.
 * - close: wedding buttonhole count; casket spray length; eucalyptus bunches and market collection
 *   time; hotel weekly price; Saturday rota hours; dozen and half dozen rose prices; top table garland
 *   length; van drop count and return time; cold room job reference; invoice payment terms; workshop
 *   places and price; bouquet collection time; funeral delivery date; Dutch truck days; sympathy
 *   basket price; relay order number; van registration; promo code; wedding palette colour (list);
 *   casket spray flower (list).
 * - negation: peonies in October; delivery in a funeral quote; floral foam in church pedestals; Sunday
 *   closing said twice.
 * - correction: funeral delivery date; Dutch truck days; sympathy basket price (in the branch);
 *   Saturday van driver.
 * - shared-words: two orders' numbers; two weddings' buttonholes; last and next market run; wholesale
 *   and retail rose prices; a wedding's deposit and balance; two shops' opening times.
 * - identifier: cold room job reference; relay order number; van registration; promo code; two
 *   orders' numbers.
 * - list: wedding palette; Saturday delivery areas reordered; casket spray flowers.
 */
export const HELDOUT_CONFLICT_CASES_98: HeldOutConflictCase[] = [
  {
    name: "wedding diary entry: date, time, bouquet, corsages and deposit agree, buttonhole count differs",
    branch: [
      "Sat 14/9 – Hollings/Baker wedding – St Mary's, Elmbridge 13:00 – bridal HT ivory & blush – 6 BH – 2 corsages – dep £250 pd – Ros",
    ],
    parent: [
      "The Hollings and Baker wedding is on Saturday 14 September at St Mary's in Elmbridge at 1pm: an ivory and blush hand-tied bouquet for the bride, eight buttonholes and two corsages, with the £250 deposit already paid.",
    ],
    conflicts: [["6 BH", "eight buttonholes"]],
    paraphrases: [
      ["Sat 14/9", "Saturday 14 September"],
      ["13:00", "1pm"],
      ["bridal HT ivory & blush", "ivory and blush hand-tied bouquet"],
      ["2 corsages", "two corsages"],
      ["dep £250 pd", "£250 deposit already paid"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "funeral tribute email: date, colours, letters, funeral home and time agree, casket spray length differs",
    branch: [
      "Hi Sue,",
      "Just confirming Mr Davies's funeral flowers for Friday 22 March: a 5ft casket spray in white and lemon, a GRANDAD letters tribute, and delivery to Pinewood Funeral Home by 10am. The total is £385.",
      "Kind regards, Ellie – Petals & Stems",
    ],
    parent: [
      "F/T – Davies – Fri 22/3 – casket spray 4ft white/lemon – GRANDAD letters – del Pinewood FH by 10:00 – £385",
    ],
    conflicts: [["5ft casket spray", "casket spray 4ft"]],
    paraphrases: [
      ["Friday 22 March", "Fri 22/3"],
      ["white and lemon", "white/lemon"],
      ["Pinewood Funeral Home", "Pinewood FH"],
      ["by 10am", "by 10:00"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "flower market order: roses and gypsophila agree, eucalyptus bunches and collection time differ",
    branch: ["Market order Tue – 200 Avalanche roses, 5 bunches euc cinerea, 3 boxes gyp – collect 05:30 – Dan"],
    parent: [
      "Tuesday's flower market order is two hundred Avalanche roses, six bunches of eucalyptus cinerea and three boxes of gypsophila, to be collected at six in the morning.",
    ],
    conflicts: [
      ["5 bunches euc cinerea", "six bunches of eucalyptus cinerea"],
      ["collect 05:30", "collected at six in the morning"],
    ],
    paraphrases: [
      ["200 Avalanche roses", "two hundred Avalanche roses"],
      ["3 boxes gyp", "three boxes of gypsophila"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "hotel contract email: arrangements, places and change day agree, weekly price differs",
    branch: [
      "Dear Mr Aldridge,",
      "Thank you for meeting me on Thursday. As discussed, we will supply three fresh arrangements for the Grand Hotel (reception desk, lift lobby and restaurant) and change them every Monday, for £95 per week plus VAT.",
      "With best wishes,",
      "Hannah Cole, Cole & Bloom Florists",
    ],
    parent: ["Grand Hotel contract – 3 arrs (recep, lift lobby, rest.) – wkly Mon – £98 pw + VAT"],
    conflicts: [["£95 per week plus VAT", "£98 pw + VAT"]],
    paraphrases: [
      ["three fresh arrangements", "3 arrs"],
      ["reception desk, lift lobby and restaurant", "recep, lift lobby, rest."],
      ["every Monday", "wkly Mon"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Mothering Sunday rota: Friday hours, Sunday closing and van runs agree, Saturday finish differs",
    branch: ["Mothering Sunday wk rota: Fri Jo 07:00–18:00, Sat all hands 06:00–19:00, Sun closed, 3 van runs Sat"],
    parent: [
      "For Mothering Sunday weekend, Jo works 7am to 6pm on Friday, everyone is in from 6am to 8pm on Saturday, the shop stays shut on Sunday, and there are three van runs on Saturday.",
    ],
    conflicts: [["06:00–19:00", "from 6am to 8pm"]],
    paraphrases: [
      ["07:00–18:00", "7am to 6pm"],
      ["Sun closed", "the shop stays shut on Sunday"],
      ["3 van runs Sat", "three van runs on Saturday"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Valentine's pre-orders: count and delivery slots agree, dozen and half dozen prices differ",
    branch: ["V Day pre-orders at 142 so far!! Dozen red roses HT £65, half dozen £38, del slots AM or PM only 🌹"],
    parent: [
      "Valentine's Day pre-orders have reached 142. The twelve red rose hand-tied is priced at £69, six red roses are £36, and deliveries are booked as morning or afternoon slots only.",
    ],
    conflicts: [
      ["Dozen red roses HT £65", "priced at £69"],
      ["half dozen £38", "six red roses are £36"],
    ],
    paraphrases: [
      ["V Day pre-orders at 142", "Valentine's Day pre-orders have reached 142"],
      ["AM or PM only", "morning or afternoon slots only"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "barn reception: table centres agree, top table garland length differs",
    branch: [
      "For the Oakley Barn reception we're doing twelve low table centres in jam jars and a 3m garland along the top table.",
    ],
    parent: ["Oakley Barn – 12 x low TCs (jam jars) – top table garland 2.5m – set up from 2pm"],
    conflicts: [["a 3m garland", "garland 2.5m"]],
    paraphrases: [["twelve low table centres", "12 x low TCs"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Thursday van round: areas and departure agree, drop count and return time differ",
    branch: [
      "Thursday's van round has 14 drops across Westbury and Halton; the van leaves at half past nine and should be back by one.",
    ],
    parent: ["Van Thu – 16 drops – Westbury/Halton – out 9.30, back 13:30"],
    conflicts: [
      ["14 drops", "16 drops"],
      ["back by one", "back 13:30"],
    ],
    paraphrases: [
      ["half past nine", "9.30"],
      ["Westbury and Halton", "Westbury/Halton"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "cold room engineer: temperature and slot agree, job reference digits swapped",
    branch: ["Cold room reading 6°C this morning (should be 4). Coolserve booked Weds 10–12, job ref CS-20917."],
    parent: [
      "The cold room was at six degrees this morning, two above where it should be. Coolserve's engineer is coming on Wednesday between 10am and midday under job reference CS-20971.",
    ],
    conflicts: [["CS-20917", "CS-20971"]],
    paraphrases: [
      ["6°C", "six degrees"],
      ["Weds 10–12", "Wednesday between 10am and midday"],
    ],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "office flowers invoice email: number, visits and total agree, payment terms differ",
    branch: [
      "Hi Priya,",
      "Please find attached invoice 2291 for the March office flowers at Harland & Co: four weekly visits at £60 each, £240 plus VAT in total, payable within 30 days.",
      "Many thanks, Tom",
    ],
    parent: ["INV 2291 – Harland & Co – Mar office flowers – 4 x £60 – £240 + VAT – terms 14 days"],
    conflicts: [["payable within 30 days", "terms 14 days"]],
    paraphrases: [
      ["invoice 2291", "INV 2291"],
      ["four weekly visits at £60 each", "4 x £60"],
      ["£240 plus VAT", "£240 + VAT"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "wreath workshop: date, times and extras agree, places and price differ",
    branch: ["Wreath workshop Sat 7 Dec 2–4.30pm, 12 places, £45 pp incl mulled wine & mince pies"],
    parent: [
      "Our Christmas wreath workshop is on Saturday 7 December from 14:00 to 16:30, with ten places at £48 per person, including mulled wine and mince pies.",
    ],
    conflicts: [
      ["12 places", "ten places"],
      ["£45 pp", "£48 per person"],
    ],
    paraphrases: [
      ["Sat 7 Dec", "Saturday 7 December"],
      ["2–4.30pm", "from 14:00 to 16:30"],
      ["incl mulled wine & mince pies", "including mulled wine and mince pies"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "bridal bouquet collection, half an hour apart",
    branch: ["The bride's bouquet will be collected from the shop at 11:15 on the day."],
    parent: ["Bride's mum collecting bouquet from shop 11.45 Sat"],
    conflicts: [["11:15", "11.45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "funeral tributes' delivery date corrected by a day",
    branch: ["Ashworth tributes – out Tue 15 Oct – 2 wreaths + sheaf"],
    parent: [
      "Sorry, I had it wrong earlier: the Ashworth tributes go out on Wednesday 16 October, not Tuesday the 15th.",
    ],
    conflicts: [["Tue 15 Oct", "Wednesday 16 October"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "Dutch truck delivery days changed",
    branch: ["The Van Dijk truck delivers to us on Tuesdays and Fridays."],
    parent: ["Update from Van Dijk – truck now comes Mon & Thu, not Tue/Fri as before"],
    conflicts: [["Tuesdays and Fridays", "Mon & Thu"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "sympathy basket price corrected in the branch",
    branch: ["Correction to the new price list: the sympathy basket is £55, not £50 as printed."],
    parent: ["Price list 2025 – sympathy basket £50 – posy jar £25 – HT from £35"],
    conflicts: [["the sympathy basket is £55", "sympathy basket £50"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "Saturday van driver swapped",
    branch: ["Kieran is driving the van on Saturday."],
    parent: ["Change of plan for Sat: Megan's on the van, Kieran's on the shop floor."],
    conflicts: [["Kieran is driving the van", "Megan's on the van"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "peonies for an October wedding: can / can't",
    branch: ["Good news for the Latham wedding: we can get peonies for October."],
    parent: ["Checked with the wholesaler – no peonies in October, we can't get them for the Latham wedding."],
    conflicts: [["we can get peonies", "we can't get them"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "delivery included / not included in a funeral quote",
    branch: ["Delivery to the crematorium is included in the Rowe funeral quote."],
    parent: ["Rowe F/T quote – £210 – del NOT incl (+£12)"],
    conflicts: [["is included in the Rowe funeral quote", "del NOT incl"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "church pedestals with and without floral foam",
    branch: ["Church pedestals x2 – floral foam – white/green – Sat 08:00 set up"],
    parent: [
      "The bride has asked for no floral foam in the church pedestals, so we'll use chicken wire and moss instead.",
    ],
    conflicts: [["pedestals x2 – floral foam", "no floral foam in the church pedestals"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "closed on Sundays, said twice in other words",
    branch: ["We don't open on Sundays, so the Gill order has to go out Saturday."],
    parent: ["Shop closed Sun – Gill order out Sat"],
    conflicts: [],
    paraphrases: [
      ["We don't open on Sundays", "Shop closed Sun"],
      ["go out Saturday", "out Sat"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "relay order number, two digits swapped",
    branch: ["Relay order FR-448120 – Mrs Okoye, Leeds – HT seasonal £45 – del Fri"],
    parent: ["The relay order for Mrs Okoye in Leeds is FR-448210, a £45 seasonal hand-tied going out on Friday."],
    conflicts: [["FR-448120", "FR-448210"]],
    paraphrases: [
      ["HT seasonal £45", "£45 seasonal hand-tied"],
      ["del Fri", "going out on Friday"],
    ],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "new van registration, last two letters swapped",
    branch: ["The new delivery van's registration is FL19 KDX."],
    parent: ["New van reg FL19 KXD – insurance sorted"],
    conflicts: [["FL19 KDX", "FL19 KXD"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Mother's Day promo code a year apart, same discount",
    branch: ["Mother's Day promo code on the website is MUM24, ten percent off."],
    parent: ["Website promo code for Mother's Day: MUM25 – 10% off"],
    conflicts: [["MUM24", "MUM25"]],
    paraphrases: [["ten percent off", "10% off"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "neighbouring order numbers for different orders",
    branch: ["Order 5512 is the Brennan anniversary bouquet."],
    parent: ["Order 5513 is the Whitlock get-well basket."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "wedding palette, one colour different",
    branch: ["Brief for the Carver wedding: ivory, blush, sage and dusty blue."],
    parent: ["Carver wedding palette – ivory / blush / sage / lilac"],
    conflicts: [["dusty blue", "lilac"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "Saturday delivery areas in another order",
    branch: ["Saturday's deliveries cover Halton, Westbury and Crane Lane."],
    parent: ["Sat del areas: Crane Lane, Halton, Westbury"],
    conflicts: [],
    paraphrases: [["Halton, Westbury and Crane Lane", "Crane Lane, Halton, Westbury"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "casket spray flowers, one flower different",
    branch: ["The Mercer casket spray is white lilies, white roses and white chrysanthemums with ruscus."],
    parent: ["Mercer casket spray – white lilies, white roses, white carnations, ruscus"],
    conflicts: [["white chrysanthemums", "white carnations"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "two weddings' buttonholes",
    branch: ["The Patel wedding needs eight buttonholes."],
    parent: ["Morgan wedding – 5 BH – 3 corsages"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "last and next market run",
    branch: ["Last market run was Tuesday and came to £640."],
    parent: ["Next market run is Friday, budget £700."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "wholesale and retail price of the same rose",
    branch: ["We pay £1.20 a stem for red Naomi roses at the wholesaler."],
    parent: ["Retail price for red Naomi roses is £4.50 a stem."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a wedding's deposit and its balance",
    branch: ["Grey wedding – dep £300 pd 12/1"],
    parent: ["The balance for the Grey wedding is £900, due four weeks before the day."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two shops' weekday opening times",
    branch: ["The High Street shop opens at 8.30 on weekdays."],
    parent: ["Station kiosk opens 7am Mon–Fri"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "wedding flower budget as 1.5k and in pounds",
    branch: ["Pryce wedding flower budget 1.5k all in"],
    parent: ["The Pryce couple have £1,500 for all their wedding flowers."],
    conflicts: [],
    paraphrases: [["1.5k", "£1,500"]],
    shapes: ["paraphrase"],
  },
];
