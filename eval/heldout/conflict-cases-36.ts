import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 36 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: coffee roaster price, bookshop author signing, ice-cream van departure, hotel housekeeping
 *     room load, restaurant till version, chip shop fryer oil, hairdresser colour appointment,
 *     farmers' market stall site.
 *   few shared words: pub quiz night (negation), deli card machine fault (identifier), B&B breakfast
 *     last orders, florist wedding buttonholes.
 *   multi: butcher Christmas turkey, restaurant group booking, wine merchant delivery, hotel meeting
 *     suite hire, garden centre bedding delivery, launderette engineer visit.
 *   correction: bar stock take (branch), cheese shop tasting (branch), sandwich bar platters (parent),
 *     tea room afternoon tea price (parent).
 *   paraphrase: café Sunday opening, café milk order, barber price rise, dry cleaner wedding dress,
 *     newsagent paper round, bike shop servicing income, fishmonger hake order, record shop Record
 *     Store Day, cocktail bar happy hour, charity shop volunteers, farm shop eggs, hotel minibar restock.
 *   shared-words: juice bar staff sales, pizza takeaway December deliveries, nail salon booking cap,
 *     stationery notebook price vs total, café chain branch hours, key cutting target vs actual.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 19, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_36: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h36 coffee roaster price per kilo",
    branch: [
      "Can you chase the roaster about the house blend? We're nearly out.",
      "Spoke to Bean & Bough this morning — the Colombian house roast is £14.50 a kilo if we keep ordering 20 kg at a time.",
      "Fine by me.",
    ],
    parent: [
      "Quick one before close: what are we paying for beans these days?",
      "Checked the last invoice — our Colombian comes in at £29 per kilo now, which feels steep for a house coffee.",
      "Might be worth asking around other roasters in the new year.",
    ],
    conflicts: [["£14.50 a kilo", "£29 per kilo"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 bookshop signing date",
    branch: [
      "Has Maura Quill's publicist confirmed anything yet?",
      "Yes! She's signing copies of The Salt Orchard with us on Thursday 14 November, starting at 6.",
      "Brilliant, I'll get the window done the week before.",
    ],
    parent: [
      "Put a poster by the till, please: Maura Quill in store on Friday 15 November for The Salt Orchard, doors from 6pm.",
      "Do we need extra chairs?",
      "Borrow some from the church hall, they said we could.",
    ],
    conflicts: [["Thursday 14 November", "Friday 15 November"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 ice-cream van saturday departure",
    branch: [
      "Saturday departure from the depot is 10am, weather permitting.",
      "Did the new wafers come?",
      "Two boxes, in the freezer room.",
    ],
    parent: [
      "On Saturdays Gino doesn't roll out of the yard till 4pm, so the park crowd gets him late afternoon.",
      "Makes sense.",
    ],
    conflicts: [["depot is 10am", "yard till 4pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 housekeeping sunday room load",
    branch: [
      "How's the Sunday sheet looking?",
      "Each housekeeper is down for fourteen rooms on the Sunday shift, plus the corridor hoovering.",
      "OK, tell them lunch is at the usual time.",
    ],
    parent: [
      "With two off sick we've had to stretch it: every room attendant gets fifteen rooms to turn on Sunday.",
      "Ouch. Can the agency help?",
      "Already asked, nobody free this weekend.",
    ],
    conflicts: [["fourteen rooms", "fifteen rooms"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 restaurant till version for menu import",
    branch: [
      "The new spring menu won't load onto the tills.",
      "Support says the menu import needs TillPoint 4.2.1 or newer, and we're still on something ancient.",
      "Can you let the kitchen know the specials might be missing tonight?",
    ],
    parent: [
      "Talked to the till people: anything below TillPoint 4.3.1 can't take the import file.",
      "So that's why the specials vanished.",
      "Probably. I'll book the update for Monday morning.",
    ],
    conflicts: [["TillPoint 4.2.1", "TillPoint 4.3.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 chip shop fryer oil delivery",
    branch: [
      "Oil's running low in fryer two.",
      "Tuesday's delivery from Marsh Foods is 60 litres of rapeseed, should see us through.",
      "Cheers.",
    ],
    parent: [
      "Marsh Foods confirmed: we're getting 20 litres of rapeseed oil on Tuesday.",
      "Can you also ask them about more cod boxes?",
      "Will do.",
    ],
    conflicts: [["60 litres", "20 litres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 hairdresser colour appointment stylist",
    branch: [
      "Mrs Okafor rang to check her Wednesday colour is still in the book.",
      "It is — she's in under Jade at 2, full head of foils.",
      "Great, I'll text her a reminder.",
    ],
    parent: [
      "Priya's taking Mrs Okafor for her colour on Wednesday, so block out Priya's afternoon.",
      "Do we have enough of the copper toner?",
      "Just about, I'll order more on Friday.",
    ],
    conflicts: [["under Jade", "Priya's taking Mrs Okafor"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 farmers market stall relocation",
    branch: [
      "From March the stall moves to the Corn Exchange car park, the council finally signed it off.",
      "Will we keep the same pitch number?",
      "No idea yet.",
    ],
    parent: [
      "Spring relocation sorted: we'll be trading on Abbey Green starting in March.",
      "Good, more footfall there than the old spot.",
    ],
    conflicts: [["Corn Exchange car park", "Abbey Green"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h36 pub quiz night on or off",
    branch: [
      "Dev's finished the picture round, so Tuesday's quiz night goes ahead as normal.",
      "Brilliant — is the prize still the £50 bar tab?",
      "Yep.",
    ],
    parent: [
      "Heads up: we're cancelling the quiz this Tuesday, the function room is being repainted.",
      "Shame, the regulars will moan.",
      "Put a note on the Facebook page.",
    ],
    conflicts: [["quiz night goes ahead", "cancelling the quiz"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h36 deli card machine fault reference",
    branch: [
      "The card reader's frozen again, cash only till it's fixed.",
      "Logged it with PayServe, engineer reference CMX-40718.",
    ],
    parent: [
      "For when they ring back: the fault number for our broken terminal is CMX-40781.",
      "Did they give a time?",
      "Between 10 and 2 tomorrow, apparently.",
    ],
    conflicts: [["CMX-40718", "CMX-40781"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h36 b&b cooked breakfast last orders",
    branch: [
      "Guests in room 3 asked how late they can get a cooked breakfast.",
      "Told them last orders for the full English are 9:30.",
    ],
    parent: [
      "Our kitchen stops taking hot food orders at ten in the morning, weekends included.",
      "And the continental stuff stays out till eleven?",
      "Yes, cereals and fruit until eleven.",
    ],
    conflicts: [["are 9:30", "at ten in the morning"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h36 florist wedding buttonholes",
    branch: [
      "Harrington wedding: 18 buttonholes, ivory rose with a sprig of rosemary.",
      "Do they want the pins wrapped?",
      "Pearl-headed pins, please.",
    ],
    parent: [
      "Spoke to Mrs Harrington — the men's lapel flowers for the wedding come to 12 altogether.",
      "And the bouquets?",
      "Unchanged from the quote.",
    ],
    conflicts: [["18 buttonholes", "12 altogether"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h36 butcher christmas turkey order",
    branch: [
      "Mrs Hale's Christmas order: one 6kg bronze turkey, collecting Tuesday 23 December between 2 and 4, and she's paid a £85 deposit.",
      "Does she want it boned?",
      "No, whole bird, giblets in.",
    ],
    parent: [
      "Checked the order book — Mrs Hale picks up her 6 kilo bronze turkey on 23/12 between 2 and 4pm, with a £58 deposit already taken.",
      "Right, I'll label it up the day before.",
    ],
    conflicts: [["£85 deposit", "£58 deposit"]],
    paraphrases: [
      ["6kg", "6 kilo"],
      ["Tuesday 23 December", "23/12"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h36 restaurant lindqvist group booking",
    branch: [
      "The Lindqvist party rang back.",
      "Booked them for Friday the 7th at 7:45pm — a table for twelve in the garden room, with a £20 a head deposit to hold it.",
      "Nice, that fills the garden room.",
    ],
    parent: [
      "Diary entry for the Lindqvists: 12 people, Friday 7th, 8:45pm, garden room, deposit twenty pounds per person.",
      "Any dietary stuff?",
      "Two vegetarians, one coeliac.",
    ],
    conflicts: [["7:45pm", "8:45pm"]],
    paraphrases: [
      ["table for twelve", "12 people"],
      ["£20 a head", "twenty pounds per person"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h36 wine merchant rhone delivery",
    branch: [
      "The Rhône order (36 bottles, £412 total) arrives Wednesday morning on Carter's van.",
      "Where do we put it? The cellar's rammed.",
      "Stack it by the ice machine for now.",
    ],
    parent: [
      "Carter's are dropping the Rhône wine on Wednesday morning — three dozen bottles, invoice for £214.",
      "I'll leave the side door open.",
    ],
    conflicts: [["£412 total", "invoice for £214"]],
    paraphrases: [["36 bottles", "three dozen bottles"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h36 hotel ashdown suite hire",
    branch: [
      "Confirmed with Marlow Insurance: the Ashdown suite is theirs on 3 June, 9am to 5pm, for 40 delegates, with lunch at 12:30 in the conservatory.",
      "Do they need a projector?",
      "Yes, and two flip charts.",
    ],
    parent: [
      "Marlow Insurance have the Ashdown suite on June 3rd from nine till five for 40 delegates; lunch is served at 1:30 in the conservatory.",
      "I'll brief the kitchen on Monday.",
    ],
    conflicts: [["lunch at 12:30", "lunch is served at 1:30"]],
    paraphrases: [
      ["3 June", "June 3rd"],
      ["9am to 5pm", "nine till five"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h36 garden centre bedding delivery",
    branch: [
      "Hillside Nurseries are sending 240 bedding trays on Monday 14 April, and the driver wants the loading bay clear by 7am.",
      "That's the whole of the front benches.",
      "We'll need the spare trolleys out too.",
    ],
    parent: [
      "Bedding from Hillside: Monday 14 April, 24 trays, loading bay clear for seven in the morning.",
      "Fine, I'll move the compost pallets on Sunday.",
    ],
    conflicts: [["240 bedding trays", "24 trays"]],
    paraphrases: [["by 7am", "for seven in the morning"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h36 launderette engineer visit",
    branch: [
      "Washer 4 and dryer 2 are out of order; the Spinwell engineer is coming Thursday at 8:30 and the call-out is £95.",
      "Put the signs on them so nobody loses their coins.",
    ],
    parent: [
      "Spinwell booked for Thursday 8:30 to look at washer 4 and dryer 3 — call-out ninety-five quid.",
      "Do we open late that day?",
      "No, he can work round customers.",
    ],
    conflicts: [["dryer 2", "dryer 3"]],
    paraphrases: [["£95", "ninety-five quid"]],
    shapes: ["multi", "paraphrase"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h36 bar stock take helles kegs",
    branch: [
      "Stock take done: 9 kegs of Helles in the cellar.",
      "Sorry, I misread the sheet — it's 6 kegs of Helles; the other three are the pale ale.",
      "No worries, happens.",
    ],
    parent: [
      "Cellar count from this morning has us on 9 kegs of Helles.",
      "What about the stout?",
      "Two left, that's fine till Friday.",
    ],
    conflicts: [["6 kegs of Helles", "9 kegs of Helles"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h36 cheese shop tasting evening moved",
    branch: [
      "The cheese and cider tasting is on 21 March, tickets £15.",
      "Update: Hollis moved it to 9 May, the cider maker can't do March.",
      "OK, I'll redo the chalkboard.",
    ],
    parent: [
      "Tasting evening with the cider people is 21 March, £15 a ticket, 20 seats.",
      "Shall I start a waiting list?",
      "Yes please.",
    ],
    conflicts: [["9 May", "21 March"]],
    paraphrases: [["tickets £15", "£15 a ticket"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h36 sandwich bar office platters",
    branch: [
      "Corran & Co want 8 platters for their Thursday lunch, mixed fillings.",
      "Delivery at 12 to their second floor.",
    ],
    parent: [
      "Corran & Co ordered 8 platters for Thursday.",
      "Actually they've just emailed — they cut it to 2 platters, most of the team is away at a conference.",
      "Shame, but better than a cancellation.",
    ],
    conflicts: [["8 platters", "2 platters"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h36 tea room afternoon tea price",
    branch: [
      "Are the new menus back from the printer?",
      "Yes — afternoon tea for two costs £32 now, and the cream tea stays at £7.50.",
    ],
    parent: [
      "New menu has afternoon tea for two at £32.",
      "Correction from Bev: that price is wrong, afternoon tea for two is £36; the printer has to redo them.",
      "And the cream tea?",
      "Unchanged at £7.50.",
    ],
    conflicts: [["costs £32", "afternoon tea for two is £36"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase, no conflict (12)
  {
    name: "h36 cafe sunday opening shift",
    branch: ["Who's opening on Sunday?", "Tom — he's in from 6:45am to get the espresso machine warmed up."],
    parent: [
      "Sunday open is Tom, starting at quarter to seven.",
      "Can he take the pastry delivery while he's there?",
      "I'll ask.",
    ],
    conflicts: [],
    paraphrases: [["6:45am", "quarter to seven"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 cafe weekly milk order",
    branch: ["Whole milk for next week: 120 litres, same as before, plus 30 litres of oat."],
    parent: ["Put us down for 120L of whole milk next week.", "And the oat?", "30 L of oat as well."],
    conflicts: [],
    paraphrases: [
      ["120 litres", "120L"],
      ["30 litres", "30 L"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 barber skin fade price rise",
    branch: ["Skin fades are going up to £18 from Monday, beard trims stay the same.", "Customers will grumble."],
    parent: ["New price list: a skin fade is eighteen pounds starting Monday.", "Fair, it's been years."],
    conflicts: [],
    paraphrases: [["£18", "eighteen pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 dry cleaner wedding dress turnaround",
    branch: [
      "A bride dropped off her dress for cleaning and boxing.",
      "Told her it takes 10 working days, and it's £120 with the box.",
    ],
    parent: ["Wedding dress clean and box: two working weeks, £120.", "Does the box come in ivory?", "White only."],
    conflicts: [],
    paraphrases: [["10 working days", "two working weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 newsagent paper round start",
    branch: [
      "From next week the paper round starts at 05:30, because the wholesaler is dropping earlier.",
      "Will the kids be okay with that?",
    ],
    parent: [
      "Told the delivery lads: paper round kicks off at 5.30am from next week.",
      "Any complaints?",
      "Only from Jamie.",
    ],
    conflicts: [],
    paraphrases: [["05:30", "5.30am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 bike shop servicing income",
    branch: ["Servicing brought in £12k last year, more than new bike sales.", "Worth hiring a second mechanic?"],
    parent: [
      "Accountant's summary: workshop servicing revenue was £12,000 last year.",
      "Let's talk about the second mechanic at Thursday's meeting.",
    ],
    conflicts: [],
    paraphrases: [["£12k", "£12,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 fishmonger hake for the special",
    branch: ["Chef wants 2.5kg of hake for Friday's special.", "Skin on or off?", "Off, pin-boned."],
    parent: [
      "Order's in with Penrose Fish: two and a half kilos of hake, delivered Friday morning for the specials board.",
    ],
    conflicts: [],
    paraphrases: [["2.5kg", "two and a half kilos"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 record shop record store day",
    branch: [
      "Record Store Day is Saturday 12/04 this year, so we open at 8.",
      "Do we need queue barriers from the council?",
    ],
    parent: ["RSD falls on Saturday the 12th of April; doors at 8am.", "I'll order extra carrier bags."],
    conflicts: [],
    paraphrases: [
      ["12/04", "12th of April"],
      ["open at 8", "doors at 8am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 cocktail bar happy hour",
    branch: ["Happy hour runs 17:00–19:00 on weekdays, two-for-one on the house margarita."],
    parent: ["Weekday happy hour is 5 till 7pm.", "Same deal as before?", "Yep, house margaritas two for one."],
    conflicts: [],
    paraphrases: [["17:00–19:00", "5 till 7pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 charity shop december volunteers",
    branch: ["We've got a dozen volunteers signed up for December so far.", "Any for the Sunday sorting?"],
    parent: ["December rota: 12 volunteers, still short on Saturdays."],
    conflicts: [],
    paraphrases: [["a dozen volunteers", "12 volunteers"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 farm shop egg delivery",
    branch: ["Hollins Farm drop 15 dozen eggs every Wednesday.", "Free range?", "Yes, all of them."],
    parent: ["Egg order is 180 eggs from Hollins each Wednesday.", "Good, the quiche lady needs a few trays."],
    conflicts: [],
    paraphrases: [["15 dozen", "180 eggs"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h36 hotel minibar restock",
    branch: [
      "Minibar restock for floor three is due on the first of the month.",
      "Do we still stock the mini prosecco?",
      "Yes.",
    ],
    parent: ["3rd floor minibars get restocked on the 1st; the other floors mid-month."],
    conflicts: [],
    paraphrases: [
      ["floor three", "3rd floor"],
      ["the first of the month", "on the 1st"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words, no conflict (6)
  {
    name: "h36 juice bar smoothie sales by staff",
    branch: ["Mia sold 48 smoothies on Saturday's shift, a record.", "Nice one Mia!"],
    parent: ["Leon sold 31 smoothies on Saturday's shift.", "Not bad for his first week."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h36 pizza takeaway december deliveries",
    branch: ["In December 2023 we delivered 5,200 pizzas.", "Mostly at weekends, I'd guess."],
    parent: [
      "In December 2024 we delivered 6,100 pizzas, so up on the year before.",
      "Need another driver for this Christmas then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h36 nail salon booking cap vs booked",
    branch: ["The booking app caps us at 40 appointments a day.", "Can we raise it?", "Only on the premium plan."],
    parent: ["The booking app shows 28 appointments for today.", "Busy one, then."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h36 stationery notebook unit price vs order total",
    branch: ["The A5 notebooks cost £4.20 each from the wholesaler.", "Shall we sell them at £8.99?"],
    parent: ["The notebook order from the wholesaler cost £252 in total, 60 notebooks.", "Shelve them by the pens."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h36 cafe chain branch opening times",
    branch: ["The Castle Street branch opens at 7am on weekdays.", "Even Mondays?", "Yes."],
    parent: ["The Mill Lane branch opens at 8am on weekdays.", "Makes sense, it's all offices round there."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h36 key cutting target vs actual",
    branch: ["Target for key cutting this month was 300 keys.", "Bit ambitious."],
    parent: ["We actually cut 264 keys this month.", "Close enough, the blanks ran out on the 20th."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
