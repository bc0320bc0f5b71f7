import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 13 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 * - planted, one fact restated with another value: a harbour's berth booking (money), a spice
 *   importer (date), a children's swimming gala (time), a ferry timetable (count in words), a
 *   cybersecurity audit (version), a solar farm's inspection (quantity with unit), a chess club's
 *   league (name), a veterinary conference (place);
 * - planted, several facts in one sentence with one differing: a bridal shop fitting, a pottery kiln
 *   firing, a student housing contract, a choir's recording session, a bakery franchise (percentage),
 *   a golf society;
 * - planted, a correction later in the text: a dog-grooming salon (branch), a genealogy society
 *   (parent), a crowdfunding campaign (branch), a lighthouse tour (parent);
 * - planted, the two sides sharing few words besides the subject: a bee farm, a museum's access guide
 *   (negation), a dental practice's booking-system move (host), a climbing wall's route setting;
 * - no conflict, one value written two ways: a community theatre budget, a cycling trip to Lyon, a
 *   book fair, a restaurant booking, a school trip, a yoga retreat, an allotment society, a home
 *   brewery, an orchestra rehearsal, a startup's seed round, a charity fun run, an office kitchen refit;
 * - no conflict, different facts sharing words: a jam stall (price per jar vs takings), a sponsored
 *   walk (two walkers), a coworking company (two offices), a village fete (two years), a coffee
 *   roaster (two blends), a photography studio's cloud storage (limit vs usage).
 *
 * Counts by shape (a case may carry more than one):
 *   close 11, identifier 2, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_13: HeldOutConflictCase[] = [
  // ---- one fact per sentence, restated with another value ----
  {
    name: "h13 harbour berth nightly rate",
    branch: [
      "Morning! Just off the phone with the harbour office about the visitor berth for the Kestrel.",
      "They've put us on pontoon C, and the rate they quoted was £185 a night including shore power.",
      "Do we need to book the crane as well, or is that a separate call?",
    ],
    parent: [
      "Pontoon C is fine by me, it's closer to the showers anyway.",
      "For the budget sheet I've put the berth down at £210 a night — that's the figure in the harbourmaster's email.",
      "Crane is separate. I'll ring them Monday.",
    ],
    conflicts: [["£185 a night", "£210 a night"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 spice importer container arrival",
    branch: [
      "Update on the saffron and cardamom container from Kochi.",
      "Forwarder says it lands at Felixstowe on 12 March, customs permitting.",
      "I've told the warehouse to expect 18 pallets.",
    ],
    parent: [
      "Thanks. Warehouse confirmed they can take the 18 pallets in bay 4.",
      "Just so we're aligned: the bill of lading I have here puts the container into Felixstowe on 19 March.",
      "Can someone chase the phytosanitary certificate? Still nothing from the shipper.",
    ],
    conflicts: [["12 March", "19 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 swimming gala warm-up time",
    branch: [
      "Gala notes for the parents' WhatsApp, tell me if I've missed anything:",
      "Swimmers need to be poolside for warm-up at 8:15, not a minute later please.",
      "Bring a named water bottle and a spare towel.",
    ],
    parent: [
      "Looks good. Named bottles is a great shout, we lost about ten last time.",
      "One thing though — the leisure centre only gives us the pool for warm-up from 8:45, so that's when the kids should be on deck.",
      "Medals are sorted, 60 of them arrived yesterday.",
    ],
    conflicts: [["8:15", "8:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 island ferry winter sailings",
    branch: [
      "I've drafted the winter timetable for the island ferry.",
      "From November there are four sailings a day each way, the first leaving the mainland at 07:10.",
      "Any objections before it goes to the printers?",
    ],
    parent: [
      "Who signed off the crew rota for this, out of interest?",
      "The operator's notice I got says five sailings a day over the winter — the extra one is the school run.",
      "07:10 for the first departure matches what I have.",
    ],
    conflicts: [["four sailings", "five sailings"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 cybersecurity audit openssl baseline",
    branch: [
      "Quick summary from the audit call this morning.",
      "Auditors want every edge host on OpenSSL 3.0.13 before they sign off; anything older gets written up as a finding.",
      "Ravi's doing the inventory this week.",
    ],
    parent: [
      "Thanks for the notes. Ravi already has a spreadsheet going.",
      "I read their letter differently — section 4 sets the minimum for the edge hosts at OpenSSL 3.0.11.",
      "Let's get the inventory done first and argue about it after 🙂",
    ],
    conflicts: [["3.0.13", "3.0.11"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h13 solar farm export capacity",
    branch: [
      "Inspector's visit is booked. He'll walk the whole site, so wear boots.",
      "For the paperwork: the farm's export capacity is 4.8 MW.",
      "He also wants the last two years of inverter logs.",
    ],
    parent: [
      "Boots noted, it was a swamp down by the fence last week.",
      "Our export capacity per the grid agreement is 5.2 MW, so use that on the form.",
      "Inverter logs are on the shared drive under ops.",
    ],
    conflicts: [["4.8 MW", "5.2 MW"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 chess league board one",
    branch: [
      "Team sheet for Thursday's league match away at Castle Hill.",
      "Board one will be Margaret Okonkwo — she's in cracking form.",
      "We start at 7:30 at their club.",
    ],
    parent: [
      "Castle Hill away, 7:30, yes.",
      "Captain's decision last night: Priya Desai takes board one and Margaret drops to board two.",
      "Somebody please remember the clocks this time.",
    ],
    conflicts: [["Margaret Okonkwo", "Priya Desai"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 veterinary conference venue",
    branch: [
      "Registration's open for the regional vet conference.",
      "It's at the Harrogate Convention Centre this year, 14–15 May.",
      "The practice will pay for two of us to go.",
    ],
    parent: [
      "Great, I'd like to go if there's a space going.",
      "The flyer on the staffroom board gives the venue as Cheltenham Racecourse.",
      "14–15 May agrees with my calendar.",
    ],
    conflicts: [["Harrogate", "Cheltenham"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- several facts in one sentence, one of them differing ----
  {
    name: "h13 bridal fitting deposit",
    branch: [
      "Hi Jo, confirming your second fitting: Saturday 14 June at 11am with Rosa, and the alteration deposit is £60.",
      "Please bring the shoes you'll be wearing on the day!",
    ],
    parent: [
      "Diary entry, Jo Whitfield — Sat 14th June, 11:00, with Rosa; deposit £75 for alterations.",
      "Her veil arrived from the supplier this morning too.",
    ],
    conflicts: [["£60", "£75"]],
    paraphrases: [
      ["Saturday 14 June", "Sat 14th June"],
      ["11am", "11:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h13 kiln firing piece count",
    branch: [
      "Glaze firing plan for the weekend, since a few people asked:",
      "We're taking the big kiln to cone 6 over nine hours, with 40 pieces on the shelves.",
      "Wadding under anything with a runny glaze, please.",
    ],
    parent: [
      "Loaded it tonight: cone 6, 9 hours, 46 pieces all told.",
      "Don't open it until it's below 100°C, whatever you do.",
    ],
    conflicts: [["40 pieces", "46 pieces"]],
    paraphrases: [["nine hours", "9 hours"]],
    shapes: ["multi"],
  },
  {
    name: "h13 student house bedrooms",
    branch: [
      "Right, so the agent's draft: twelve-month tenancy starting 1 September, rent £640 pcm each, and it's a five-bedroom house on Harley Road.",
      "Does anyone actually know if bills are included?",
    ],
    parent: [
      "Bills aren't included, I asked.",
      "What I signed for was 12 months from 01/09 at £640 per month per person, six-bedroom house, Harley Road.",
      "We each need a guarantor form in by Friday.",
    ],
    conflicts: [["five-bedroom", "six-bedroom"]],
    paraphrases: [
      ["twelve-month", "12 months"],
      ["1 September", "01/09"],
      ["£640 pcm", "£640 per month"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h13 choir recording engineer",
    branch: [
      "Recording day details (finally!)",
      "St Mary's, 2–5pm on the 8th, 28 singers, with Tom Hale engineering.",
      "Black tops and no jangly jewellery — the mics pick up everything.",
    ],
    parent: [
      "Emailed the church warden: we have St Mary's 14:00–17:00 on the 8th for 28 singers, and our engineer is Dev Mistry.",
      "Warden asks that we don't move the pews.",
    ],
    conflicts: [["Tom Hale", "Dev Mistry"]],
    paraphrases: [["2–5pm", "14:00–17:00"]],
    shapes: ["multi"],
  },
  {
    name: "h13 bakery franchise royalty",
    branch: [
      "Summary of the franchise terms from the call with head office: £25,000 upfront fee, 6% royalty on turnover, 10-year term.",
      "They also want us on their flour supplier.",
    ],
    parent: [
      "I've been through the heads of terms PDF.",
      "Fee £25k, royalty 8% of turnover, ten-year term. Pretty standard, though the royalty stings a bit.",
      "The flour clause is in schedule 3.",
    ],
    conflicts: [["6%", "8%"]],
    paraphrases: [
      ["£25,000", "£25k"],
      ["10-year", "ten-year"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h13 golf away day green fee",
    branch: [
      "Spring away day: Ganton on Friday 3 May, first tee 9:10, £48 green fee with a bacon roll, 32 players max.",
      "Names to me by the end of the month, please.",
    ],
    parent: [
      "Secretary's update for the noticeboard.",
      "The Ganton trip is on Friday 3rd May with a 9.10am first tee; the green fee is £52 including the bacon roll, and there's room for 32 players.",
      "Buggies are extra.",
    ],
    conflicts: [["£48", "£52"]],
    paraphrases: [
      ["3 May", "3rd May"],
      ["9:10", "9.10am"],
    ],
    shapes: ["multi"],
  },

  // ---- corrections later in the text ----
  {
    name: "h13 dog grooming nail clip price",
    branch: [
      "Price list check before I print the new cards.",
      "Full groom for a small dog is £38 and a nail clip is £12.",
      "Oh wait, correction: nail clips went up to £15 in April — I forgot Sam changed it.",
      "Everything else is as before.",
    ],
    parent: [
      "Printer needs the file by Wednesday.",
      "Straight off the till system: small dog full groom £38, nail clip £12.",
      "Do we still do the blueberry facial?",
    ],
    conflicts: [["£15", "£12"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h13 genealogy society talk date",
    branch: [
      "Booked our speaker on parish registers, Dr Ellen Marsh.",
      "Talk is on 22 October in the library annexe, doors at 7.",
    ],
    parent: [
      "Lovely, Ellen gave a great talk at Wakefield last year.",
      "I'll put 22 October in the newsletter.",
      "Scratch that — Ellen just emailed, she can only do 29 October now. Same room.",
      "Doors at 7 still.",
    ],
    conflicts: [["22 October", "29 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h13 crowdfunding goal",
    branch: [
      "Campaign page draft is up for comments.",
      "Goal is £18,000 over 30 days.",
      "Update after talking to the platform people: we've dropped the goal to £15,000, and the stretch goals will cover the rest.",
    ],
    parent: [
      "Page looks great, love the video.",
      "The board agreed yesterday that the target stays at £18,000 and we run it for 30 days.",
    ],
    conflicts: [["£15,000", "£18,000"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h13 lighthouse tour group size",
    branch: [
      "Lighthouse tours for the heritage weekend: groups of up to 12 people, every half hour from 9:30.",
      "Under-8s can't go up the tower, sorry.",
    ],
    parent: [
      "Every half hour from 9:30 — I'll put that on the sign.",
      "Group size 12 people max.",
      "Correcting myself there: the keeper says 10 people max because of the gallery rail.",
    ],
    conflicts: [["12 people", "10 people"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---- conflicts where the two sides share few words ----
  {
    name: "h13 bee farm harvest day",
    branch: [
      "Supers are getting heavy. Reckon we pull the honey on the 9th?",
      "I'll bring the spare extractor from Nan's.",
    ],
    parent: ["Hamid rang. Harvest's the 16th now, he wants the frames capped first.", "Jars and lids are ordered."],
    conflicts: [["9th", "16th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h13 museum east entrance access",
    branch: [
      "Note for the access guide: while the refit's on, the east entrance won't be step-free.",
      "Audio guides are free for carers.",
    ],
    parent: [
      "Facilities told me the ramp at the east door stays put for the whole refit, so wheelchairs can use it as normal.",
      "Carers get the audio guide free, yes.",
    ],
    conflicts: [["won't be step-free", "wheelchairs can use it"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h13 dental booking database host",
    branch: [
      "Booking system move is this weekend. The new database lives on db-07.internal.",
      "Reception should log out by 6 on Friday.",
    ],
    parent: [
      "IT's runbook has the appointments data going to db-03.internal.",
      "Logging out by 6 — I'll remind the front desk.",
    ],
    conflicts: [["db-07.internal", "db-03.internal"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h13 climbing wall reset night",
    branch: [
      "Heads up, the bouldering reset happens Tuesday night so the cave will be roped off.",
      "New grades go on the app the morning after.",
    ],
    parent: [
      "Route setters are coming in Thursday evening to strip and reset the boulders.",
      "Members get an email once the app's updated.",
    ],
    conflicts: [["Tuesday", "Thursday"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- no conflict: one value written two ways ----
  {
    name: "h13 panto budget",
    branch: [
      "Treasurer here. The panto budget for this year is £12k, same as last.",
      "That has to cover costumes, the set and hall hire.",
    ],
    parent: [
      "From the committee minutes: the pantomime has a budget of twelve thousand pounds.",
      "Hall hire alone eats about a third of it, so go easy on the costume spend.",
    ],
    conflicts: [],
    paraphrases: [["£12k", "twelve thousand pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 lyon bike hire",
    branch: [
      "Bike hire in Lyon came back at EUR 450 for the group for the week.",
      "They'll deliver to the hotel on Sunday evening.",
    ],
    parent: ["Paid the bike hire. It's €450 for all of us, week-long.", "Sunday evening delivery, perfect."],
    conflicts: [],
    paraphrases: [["EUR 450", "€450"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 book fair date",
    branch: ["Stall application sent! The book fair is on 2024-11-09.", "We get a 2 m table and bring our own cloth."],
    parent: [
      "Nice one. I've put Saturday 9 November in the shop calendar for the fair.",
      "Do we own a tablecloth that isn't covered in coffee?",
    ],
    conflicts: [],
    paraphrases: [["2024-11-09", "9 November"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 birthday dinner booking",
    branch: [
      "Booked Olive & Vine for Mum's birthday — table for 9 at 7:30pm on the Saturday.",
      "They want card details for any party over eight.",
    ],
    parent: [
      "Confirmation email from Olive & Vine: Saturday, 19:30, party of nine.",
      "I gave them my card, so that's done.",
    ],
    conflicts: [],
    paraphrases: [
      ["7:30pm", "19:30"],
      ["table for 9", "party of nine"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 school trip coaches",
    branch: [
      "Year 7 science museum trip: we need three coaches for 140 kids plus staff.",
      "Packed lunches only, and no gift shop.",
    ],
    parent: ["Transport's booked — 3 coaches, leaving school at 8:00.", "The letter about lunches goes home today."],
    conflicts: [],
    paraphrases: [["three coaches", "3 coaches"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 yoga retreat morning practice",
    branch: [
      "Morning practice on the retreat runs 90 minutes, then breakfast.",
      "Mats are provided but do bring a blanket.",
    ],
    parent: [
      "Draft schedule: 7am practice (an hour and a half), breakfast at 8:30.",
      "Blankets are worth it, the barn gets cold first thing.",
    ],
    conflicts: [],
    paraphrases: [["90 minutes", "an hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 allotment water butt survey",
    branch: [
      "Survey results are in: half of plot holders want a shared water butt scheme.",
      "We'll take it to the AGM.",
    ],
    parent: [
      "Looking at the survey spreadsheet, 50% of plot holders said yes to shared water butts.",
      "AGM's in the pavilion as usual?",
    ],
    conflicts: [],
    paraphrases: [["half", "50%"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 pale ale crystal malt",
    branch: ["For the pale ale batch we're using 2 kg of crystal malt this time.", "Mash at 66°C for an hour."],
    parent: ["Brew sheet updated — crystal malt 2000 g, mash 66°C, 60 min.", "Yeast is the US-05 from the fridge."],
    conflicts: [],
    paraphrases: [
      ["2 kg", "2000 g"],
      ["an hour", "60 min"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 orchestra brass sectional",
    branch: ["Extra sectional for the brass: Thursday 6 March, same hall.", "Bring the Sibelius parts."],
    parent: [
      "Rehearsal calendar now shows the brass sectional on 06/03.",
      "Sibelius parts are in the library cupboard if anyone's missing theirs.",
    ],
    conflicts: [],
    paraphrases: [["Thursday 6 March", "06/03"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 startup seed round",
    branch: ["We closed the seed round at $1.2m, lead investor Northgate.", "Press release goes out Tuesday."],
    parent: [
      "Board pack says the seed raise totalled 1,200,000 US dollars, led by Northgate.",
      "Tuesday works for the press release.",
    ],
    conflicts: [],
    paraphrases: [["$1.2m", "1,200,000 US dollars"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 fun run distance",
    branch: ["The fun run route is 5 km round the park, two laps.", "Water station by the bandstand."],
    parent: [
      "Measured the course with the wheel: 5,000 metres exactly over the two laps.",
      "Bandstand water station confirmed with the council.",
    ],
    conflicts: [],
    paraphrases: [["5 km", "5,000 metres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h13 office kitchen refit",
    branch: ["Builders reckon the kitchen refit takes a fortnight.", "We'll use the café downstairs in the meantime."],
    parent: [
      "Contractor's schedule: two weeks for the kitchen, starting the 3rd.",
      "The café downstairs gave us a discount code, which is nice.",
    ],
    conflicts: [],
    paraphrases: [["a fortnight", "two weeks"]],
    shapes: ["paraphrase"],
  },

  // ---- no conflict: different facts sharing words ----
  {
    name: "h13 jam stall price and takings",
    branch: ["Jars at the farmers' market are £4 per jar this season.", "Strawberry sold out by ten."],
    parent: ["Takings from Saturday: 60 jars sold, £240 total.", "Should we make more strawberry?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h13 sponsored walk two walkers",
    branch: ["Ana's sponsorship page is at £310 so far!", "She's walking the full 20 miles."],
    parent: ["Ben's raised £280 on his page.", "He's doing the 10-mile route with his dad."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h13 coworking two offices",
    branch: ["The Leeds space has 40 desks and they're nearly all taken.", "Waiting list is up to six companies."],
    parent: [
      "Bradford has 25 desks, mostly empty on Fridays.",
      "Could we offer the waiting list a discount to go there?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h13 village fete attendance",
    branch: ["For the grant form: attendance at the fete in 2023 was about 1,200.", "That was with the rain, mind."],
    parent: ["This year's fete had 1,450 through the gate, a record!", "The dog show was the big draw."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h13 coffee roaster two blends",
    branch: ["Morning Mist blend retails at £8.50 for 250 g.", "It's our best seller online."],
    parent: [
      "Ember blend is £9.25 a 250 g bag now that the Sumatra beans went up.",
      "Online sales are up overall this quarter.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h13 studio cloud storage",
    branch: ["Checked the account: our cloud plan gives us 2 TB of storage.", "Renewal is in August."],
    parent: [
      "We're using 1.3 TB right now after the wedding-season uploads.",
      "Might be worth archiving the 2019 shoots.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
