import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 16 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: farmers' market pitch fee, planning committee hearing date, primary school open evening,
 *     food bank volunteers, university library catalogue upgrade, barley nitrogen rate,
 *     hotel wedding chef, pantomime rehearsal venue.
 *   multi: town bus route timetable, brewery tap festival, engineering graduation ceremony,
 *     council bulky waste collection, charity trustees' restaurant dinner, county show sheep entries.
 *   correction: school coach trip (branch), charity 5K entry fee (branch), co-op grain intake (parent),
 *     bakery wholesale order (parent).
 *   few shared words: Sunday rail closure (negation), school projector helpdesk ticket (identifier),
 *     pub quiz jackpot, allotment waiting list.
 *   paraphrase: church fete, hospice walk total, community cinema, market garden delivery,
 *     parks capital budget, nursing tuition fees, guesthouse check-in, bookshop author signing,
 *     dairy herd size, youth orchestra concert, youth club grant, cycle shop service.
 *   shared-words: garden centre basket sales, village hall hire income, folk festival marquee,
 *     PTA school uniform order, credit union branch hours, community tree planting.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_16: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h16 farmers market pitch fee",
    branch: [
      "Are we still doing the Saturday farmers' market in Ashcombe this year? I want to take the jams and the chutneys.",
      "Yes — I checked with the organisers and a stall pitch is £35 per Saturday this season, gazebo not included.",
      "Fine by me. Can you bring the folding table?",
    ],
    parent: [
      "Reminder to self: renew the public liability insurance before the first market.",
      "Charlotte on the market committee says traders are now charged £40 for each Saturday slot.",
      "OK, we'll need to shift a lot of chutney then.",
    ],
    conflicts: [["£35 per Saturday", "£40 for each Saturday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 planning committee hearing date",
    branch: [
      "Has anyone heard when the Mill Lane garage extension goes to the planning committee?",
      "It's listed for Tuesday 14 March — objections have to be in a week before.",
    ],
    parent: [
      "Neighbours' group update: councillors decide on the Mill Lane application on 21 March, according to the agenda the clerk sent round.",
      "Can someone draft our objection letter? I'm away this weekend.",
    ],
    conflicts: [["Tuesday 14 March", "on 21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 primary school open evening time",
    branch: [
      "We're thinking about Hollybrook Primary for Ellie next September.",
      "Their open evening for new parents starts at 6pm on Thursday, so I can go straight from work.",
      "Want me to come too?",
    ],
    parent: [
      "Mrs Dale from the Hollybrook office rang — the prospective families' session kicks off at 6:30pm that Thursday, head's talk first.",
      "Great, thanks. I'll sort a babysitter.",
    ],
    conflicts: [["starts at 6pm", "kicks off at 6:30pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 food bank sort volunteers",
    branch: [
      "The Saturday sort at the Westgate food bank is going to be a big one after the harvest festival collections.",
      "Dev said we need twelve volunteers to get through it by lunchtime.",
    ],
    parent: [
      "Could you put a shout-out on the community Facebook page?",
      "The Westgate coordinator has asked for fifteen helpers this Saturday to sort the harvest donations — shift runs 9 till 1.",
      "Will do.",
    ],
    conflicts: [["twelve volunteers", "fifteen helpers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 library catalogue upgrade version",
    branch: [
      "IT services say the university library catalogue goes offline over the weekend of the 20th for the upgrade.",
      "They're moving us to Koha 23.11, so the self-issue machines will need new drivers.",
    ],
    parent: [
      "Library systems team: during the planned weekend outage the catalogue will be upgraded to version 24.05 of Koha.",
      "Do we need to warn the postgraduate reading room?",
      "Yes, put a notice on the door.",
    ],
    conflicts: [["Koha 23.11", "version 24.05"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 spring barley nitrogen rate",
    branch: [
      "Spreader's calibrated. For the spring barley on Top Field I'm putting on 120 kg of nitrogen per hectare, split into two doses.",
      "Weather looks dry till Wednesday.",
    ],
    parent: [
      "Agronomist's plan came through — Top Field spring barley: 150 kg N/ha in total, split application.",
      "She also wants a soil test on Long Meadow before we drill.",
    ],
    conflicts: [["120 kg of nitrogen per hectare", "150 kg N/ha"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 hotel wedding head chef",
    branch: [
      "The tasting at the Grange Hotel is booked for the 4th.",
      "Their head chef, Tomasz Nowak, is designing the wedding menu himself.",
    ],
    parent: [
      "Who's actually cooking on the day? My aunt is coeliac and wants to speak to someone.",
      "The Grange kitchen is run by Priya Raman — she'll take dietary requests directly.",
    ],
    conflicts: [["Tomasz Nowak", "Priya Raman"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 pantomime rehearsal venue",
    branch: [
      "Cast list for Aladdin is up!",
      "From next week, rehearsals move to St Aidan's Church Hall, Tuesdays and Thursdays 7–9.",
    ],
    parent: [
      "Congratulations everyone. Note from the director: we're rehearsing at the Corn Exchange from next week, same evenings as before.",
      "Can someone check whether there's parking?",
    ],
    conflicts: [["St Aidan's Church Hall", "the Corn Exchange"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h16 route 42 bus timetable",
    branch: [
      "Did the council say anything about the 42 changes?",
      "From Monday 3 June the number 42 bus will run every 20 minutes between 7am and 7pm, with a flat adult single of £2.20 anywhere on the route.",
      "That's better than the half-hourly one we've got now.",
    ],
    parent: [
      "Heads up for anyone commuting from Brookside: route 42 moves to a twenty-minute frequency starting Monday 3 June, operating 07:00–19:00, and an adult single will be £2.50 for any journey.",
      "Thanks, I'll tell my mum.",
    ],
    conflicts: [["£2.20", "£2.50"]],
    paraphrases: [
      ["every 20 minutes", "twenty-minute frequency"],
      ["7am", "07:00"],
      ["7pm", "19:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h16 brewery tap festival tokens",
    branch: [
      "The Oak Lane Brewery tap festival runs Friday 9 August to Sunday 11 August; tickets are £15 and include three tasting tokens and a glass.",
      "Shall we go on the Saturday?",
    ],
    parent: [
      "Oak Lane's festival is 9–11 August — entry is £15, which gets you four tasting tokens plus a souvenir glass.",
      "Saturday works. Last train back is the 22:10.",
    ],
    conflicts: [["three tasting tokens", "four tasting tokens"]],
    paraphrases: [["Friday 9 August to Sunday 11 August", "9–11 August"]],
    shapes: ["multi"],
  },
  {
    name: "h16 engineering graduation guests",
    branch: [
      "Graduation for the School of Engineering is on Wednesday 17 July at 2:30pm in the Great Hall, and each graduate is allowed two guest tickets.",
      "Mum and Dad both want to come, so that works out.",
    ],
    parent: [
      "Email from Student Records — Engineering ceremony: 17/07, 14:30, Great Hall; gowns collected from the Union from midday; three guests per graduate.",
      "Do we need to book the gown separately?",
      "Yes, by the end of June.",
    ],
    conflicts: [["two guest tickets", "three guests per graduate"]],
    paraphrases: [
      ["Wednesday 17 July", "17/07"],
      ["2:30pm", "14:30"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h16 council bulky waste booking",
    branch: [
      "How do I get rid of the old sofa and the wardrobe?",
      "The council's bulky waste service will take up to 5 items for £30 — you just need to book at least 48 hours ahead online.",
    ],
    parent: [
      "Bulky waste collection (Harfield District Council): up to five items, £30 flat charge, book 72 hours in advance, items at the kerb by 7am on the day.",
      "Great, sofa, wardrobe and the broken chair then.",
    ],
    conflicts: [["48 hours ahead", "72 hours in advance"]],
    paraphrases: [["5 items", "five items"]],
    shapes: ["multi"],
  },
  {
    name: "h16 trustees dinner private room",
    branch: [
      "I've reserved the private room at Lantern Kitchen for the trustees' dinner: Thursday 12 September, 7:30pm, 18 covers, with a £250 deposit on the charity card.",
      "Menu choices are due a week before.",
    ],
    parent: [
      "Lantern Kitchen rang to confirm the trustees' dinner — Thu 12 Sept, 19:30 sitting, eighteen guests in the private room; deposit taken is £200.",
      "Lovely. Can you circulate the menu to the trustees?",
    ],
    conflicts: [["£250 deposit", "deposit taken is £200"]],
    paraphrases: [
      ["Thursday 12 September", "Thu 12 Sept"],
      ["7:30pm", "19:30"],
      ["18 covers", "eighteen guests"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h16 county show sheep entries",
    branch: [
      "Are you entering the Texels at the Dale County Show this year?",
      "Probably. Sheep class entries close on 30 June, cost £8 per animal, and there's a limit of 4 animals per exhibitor, so I'll pick the best ewes.",
    ],
    parent: [
      "Schedule's out for the Dale County Show. Sheep section: entries by 30 June, £8 each, maximum of six animals per exhibitor, judging from 9:30 on show day.",
      "I'll help you wash them the night before.",
    ],
    conflicts: [["4 animals per exhibitor", "six animals per exhibitor"]],
    paraphrases: [["£8 per animal", "£8 each"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h16 science museum coach departure",
    branch: [
      "Year 8 science museum trip: coach leaves school at 8:15am, back around 5.",
      "Sorry, I misread the booking confirmation — the coach actually departs at 7:45am.",
      "Can you let the form tutors know?",
    ],
    parent: [
      "Letter to parents drafted: please have children at the main gate in time for the 8:15 coach, with a packed lunch and a coat.",
      "Looks good, send it.",
    ],
    conflicts: [["7:45am", "8:15 coach"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h16 riverside 5k entry fee",
    branch: [
      "Registration for the Riverside 5K is £12 for adults.",
      "Update: the organisers have put the adult fee up to £14 to cover the t-shirts.",
    ],
    parent: [
      "Riverside 5K entry is £12 for adults, under-16s free — I'll put that on the poster.",
      "And the start is at the bandstand, 10am Sunday.",
    ],
    conflicts: [["up to £14", "£12 for adults"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h16 co-op grain intake date",
    branch: [
      "Grain intake at the co-op store opens 5 August, so we can cut the top field the weekend before and hold it in the shed.",
      "Combine's booked with Geraint.",
    ],
    parent: [
      "The co-op says wheat intake opens on 5 August this year.",
      "Change of plan — they moved it to 12 August because the dryer's still being repaired.",
      "That's annoying, we'll need to sheet the trailers.",
    ],
    conflicts: [["opens 5 August", "moved it to 12 August"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h16 bakery cafe wholesale order",
    branch: [
      "I'll plan Friday's bake around 40 sourdough loaves for the Corner Café, plus the usual shop stock.",
      "Starter's been fed twice today so it's lively.",
    ],
    parent: [
      "Corner Café wholesale order for Friday: 40 sourdough loaves.",
      "Actually make that 55 loaves — they've picked up a catering job.",
      "Noted, I'll invoice them Monday.",
    ],
    conflicts: [["40 sourdough loaves", "make that 55 loaves"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h16 valley line sunday service",
    branch: [
      "Are you getting the train to your gran's on Sunday?",
      "Yeah, I checked the app and Valley line trains are running as normal this Sunday.",
    ],
    parent: [
      "Rail operator notice: Valley line closed all day Sunday for engineering works; replacement buses from outside each station.",
      "Ugh, the bus takes forever.",
    ],
    conflicts: [["running as normal", "closed all day Sunday"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h16 classroom projector ticket",
    branch: ["The projector in Room 12 is dead again.", "I've logged it with the IT helpdesk — ticket INC-40718."],
    parent: [
      "Facilities here: Room 12 projector fault is reference INC-40781, engineer visiting Wednesday.",
      "Thanks, I'll use the portable one until then.",
    ],
    conflicts: [["INC-40718", "INC-40781"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h16 pub quiz rollover jackpot",
    branch: [
      "Nobody got the jackpot question last night, so the Red Lion quiz pot rolls over to £180.",
      "We should go back next week.",
    ],
    parent: [
      "Dave behind the bar says the Lion's snowball is now worth £210 for Tuesday.",
      "I'm in. Bring Sarah, she knows all the geography.",
    ],
    conflicts: [["£180", "£210"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h16 allotment waiting list length",
    branch: [
      "How long is the wait for an allotment in Eastfield?",
      "The parish clerk told me there are 37 people waiting for a plot.",
    ],
    parent: [
      "Eastfield Allotment Society AGM minutes: queue for plots currently stands at 43 names; two full plots to be split into halves.",
      "Any other business?",
    ],
    conflicts: [["37 people", "43 names"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h16 church fete date",
    branch: [
      "When's the St Mary's summer fête this year?",
      "Saturday the 6th of July, on the vicarage lawn, from 2pm.",
    ],
    parent: [
      "Poster proof for St Mary's fête: 06/07, vicarage lawn, 14:00 start, tombola and cake stall.",
      "Looks great, print fifty copies.",
    ],
    conflicts: [],
    paraphrases: [
      ["6th of July", "06/07"],
      ["2pm", "14:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 hospice walk total",
    branch: [
      "How much did the hospice sponsored walk raise in the end?",
      "The final count was £12,500 — well over what we'd hoped.",
    ],
    parent: [
      "Treasurer's note: the hospice walk brought in 12.5k all told.",
      "Brilliant. Let's thank the walkers in the newsletter.",
    ],
    conflicts: [],
    paraphrases: [["£12,500", "12.5k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 community cinema screening time",
    branch: [
      "The community cinema is showing the restored Casablanca on Friday.",
      "The film starts at 7:45pm in the Town Hall.",
    ],
    parent: [
      "Film club flyer: Casablanca, Friday, Town Hall, starting at quarter to eight in the evening.",
      "Snacks by donation, as usual.",
    ],
    conflicts: [],
    paraphrases: [["7:45pm", "quarter to eight in the evening"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 market garden pub delivery",
    branch: [
      "Green Acre Market Garden delivery for the Fox & Hounds this week: 25 kilograms of new potatoes and 6 boxes of salad leaves.",
      "Van leaves at 8.",
    ],
    parent: [
      "The Fox & Hounds kitchen confirmed they want 25 kg of new potatoes and six boxes of salad this week.",
      "Good, the potatoes came up well.",
    ],
    conflicts: [],
    paraphrases: [
      ["25 kilograms", "25 kg"],
      ["6 boxes", "six boxes"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 parks capital budget",
    branch: [
      "The parks department's capital budget for next year has been set at £1.2 million.",
      "Most of that is going on the new playground at Lindley Park.",
    ],
    parent: [
      "Finance committee papers: parks capital allocation for next year — £1,200,000, subject to full council approval in February.",
      "Is the playground in there?",
      "Yes, it's the biggest line.",
    ],
    conflicts: [],
    paraphrases: [["£1.2 million", "£1,200,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 nursing degree tuition",
    branch: [
      "What are the fees for the nursing degree at Northmoor University?",
      "£9,250 a year for home students, same as most places.",
    ],
    parent: [
      "Northmoor's nursing course: home student tuition is 9250 pounds per year, and there's an NHS bursary on top.",
      "Good to know.",
    ],
    conflicts: [],
    paraphrases: [["£9,250 a year", "9250 pounds per year"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 guesthouse check-in times",
    branch: [
      "We arrive at the Seaview Guesthouse on the Friday. What time can we check in?",
      "From 3pm, and checkout is 11am on the Sunday.",
    ],
    parent: [
      "Booking confirmation — Seaview Guesthouse: check-in 15:00, check-out 11:00, breakfast served 8–9:30.",
      "Perfect.",
    ],
    conflicts: [],
    paraphrases: [
      ["3pm", "15:00"],
      ["11am", "11:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 bookshop author signing",
    branch: [
      "Is the author signing at Paperleaf Books this Saturday?",
      "Yes, she's there from half past two; they recommend queuing early.",
    ],
    parent: [
      "Paperleaf Books newsletter: Saturday's signing with Ruth Alder begins at 2:30pm, and copies of the new novel are available in store.",
    ],
    conflicts: [],
    paraphrases: [["half past two", "2:30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 dairy herd size",
    branch: [
      "How big is the herd at Brackenridge Farm now?",
      "They're milking one hundred and twenty cows since they bought the heifers in.",
    ],
    parent: [
      "Brackenridge Farm blurb for the Open Farm Sunday leaflet: a 120-cow milking herd, grazed outdoors from April to October.",
      "Add the ice cream parlour bit too.",
    ],
    conflicts: [],
    paraphrases: [["one hundred and twenty cows", "120-cow"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 youth orchestra spring concert",
    branch: [
      "When's the county youth orchestra spring concert?",
      "March 3rd at the Assembly Rooms. Tickets are £7.50, kids under 12 free.",
    ],
    parent: [
      "Programme copy: County Youth Orchestra Spring Concert, 3 March, Assembly Rooms — admission 7.50 pounds (under-12s go free).",
      "Can we add the soloists' names?",
    ],
    conflicts: [],
    paraphrases: [
      ["March 3rd", "3 March"],
      ["£7.50", "7.50 pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 youth club grant period",
    branch: [
      "Did the lottery grant for the youth club come through?",
      "Yes! It funds a part-time youth worker for eighteen months.",
    ],
    parent: [
      "Grant award letter summary: Lowfield Youth Club, part-time youth worker post, funding period 1.5 years from the start date.",
      "We should start advertising the post.",
    ],
    conflicts: [],
    paraphrases: [["eighteen months", "1.5 years"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h16 cycle shop full service",
    branch: [
      "How much is a full service at Spokes on Bridge Street?",
      "£45, and they'll do it same day if you drop it off before 10.",
    ],
    parent: [
      "Spokes price list: full bike service 45 pounds; same-day if dropped off by ten in the morning; brake bleed extra.",
    ],
    conflicts: [],
    paraphrases: [
      ["£45", "45 pounds"],
      ["before 10", "by ten in the morning"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h16 garden centre basket sales",
    branch: [
      "Good weekend at the garden centre?",
      "Mark sold 14 hanging baskets on Saturday, mostly the fuchsia ones.",
    ],
    parent: [
      "Till summary from Saturday: Jenny sold 22 hanging baskets, and the bedding plant offer went well.",
      "We'll need to make up more baskets for the bank holiday.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h16 village hall hire income",
    branch: [
      "For the grant application I need the hall hire figures.",
      "In 2023 the village hall's hire income was £8,400.",
    ],
    parent: [
      "Treasurer: in 2024 the village hall's hire income was £9,100, up thanks to the Tuesday yoga group.",
      "Great, include both years.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h16 folk festival marquee tickets",
    branch: [
      "How many can the main marquee at the Larkfield Folk Festival hold?",
      "The main marquee holds 300 people standing, according to the hire firm.",
    ],
    parent: [
      "Ticket update for Larkfield Folk Festival: 212 people have bought tickets for the main marquee so far.",
      "Should we push the early-bird offer again?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h16 pta polo shirt order",
    branch: [
      "The second-hand uniform rail is empty, so the PTA is ordering new polos.",
      "Polo shirts from the supplier are £6.50 each with the embroidered logo.",
    ],
    parent: [
      "Invoice arrived: the total for the polo shirts with the embroidered logo came to £390 for 60 shirts.",
      "OK, I'll pay it from the PTA account.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h16 credit union saturday opening",
    branch: ["What time does the credit union open on Saturdays?", "The Northgate branch opens at 9am on Saturdays."],
    parent: ["Staff rota note: the Southgate branch opens at 9:30am on Saturdays.", "I'll update the website."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h16 greenway tree planting",
    branch: [
      "How did the community tree planting go?",
      "Our target for the Greenway was 500 trees planted this winter.",
    ],
    parent: [
      "Volunteers' report: we planted 430 trees along the Greenway this winter, plus 60 metres of hedging.",
      "Not bad given the floods.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
