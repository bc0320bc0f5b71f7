/**
 * Held-out long-history cases, blind set 4 (issue 36, "Long histories"). Written by a helper in
 * session 48 that had read neither the engine code (nothing under lib/) nor the earlier blind sets
 * (heldout/long-history-blind*.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts), only the types and the first case of ../long-history-cases.ts (and,
 * to learn how chatter is used, the script builder in ../conversation.ts), and that never ran an eval
 * or put these questions to the engine. Held out: its misses are not to be read case by case, and
 * nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each):
 * - kitchen renovation: the fitters' start date, 3 March, becomes 24 March (the crew is held up);
 * - trekking holiday in Nepal: the first nights' hotel, Thamel Lodge, becomes Kantipur House;
 * - adopting a rescue dog: the weekday lunchtime walker, Lena, becomes Marcus;
 * - school reunion: the number who said they are coming, 46, becomes 61 (RSVPs);
 * - starting an allotment: the compost delivery, 22 March, becomes 5 April ("the muck");
 * - half-marathon training: the long-run day, Sunday, becomes Saturday (the club switched).
 *
 * Phrasing, counted with a scratch script (stop words dropped, word endings ignored) over the 54
 * questions against their statements: 18 share no content word, 18 share one, 18 share two or
 * more. No update repeats the value it replaces, and none shares a content word with its question;
 * three share one word with their original statement (a month, the supplier's or club's name).
 * Most statements carry a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_4: LongHistoryCase[] = [
  {
    name: "kitchen renovation",
    early: [
      {
        say: "We've gone with Hallworth Joinery for the kitchen units; the other quote, from Brightline, was about a thousand more.",
        ask: "Which company is making our cupboards?",
        value: "Hallworth Joinery",
      },
      {
        say: "The worktop will be oak, and the splashback behind the hob is going to be green zellige tiles.",
        ask: "What did we pick for the counters in the end?",
        value: "oak",
      },
      {
        say: "The total budget we agreed on is £18,500, with £2,000 held back for surprises.",
        ask: "What's the total budget for the kitchen, all in?",
        value: "18,500",
      },
      {
        say: "The electrician, Femi Adeyemi, is coming to move the sockets; the plasterer is his mate Connor.",
        ask: "Who's doing the electrics?",
        value: "Femi Adeyemi",
      },
      {
        say: "Our old units are going to my cousin Rhys for his garage.",
        ask: "Who's taking the old cupboards off our hands?",
        value: "Rhys",
      },
    ],
    updated: {
      say: "The fitters are booked to start on 3 March, two days after the skip arrives.",
      update: "Bad news on the installation: the crew is stuck on a job in Leeds and can't get here until 24 March.",
      ask: "When do the fitters begin?",
      value: "3 March",
      now: "24 March",
    },
    ancestor: [
      {
        say: "While the kitchen's out we'll cook on a two-ring camping stove in the utility room.",
        ask: "Where are we going to do our cooking during the works?",
        value: "utility room",
      },
      {
        say: "The tile shop gave us a discount code, TILE15, and the plumbers' merchant gave us TRADE10.",
        ask: "What was the tile shop's discount code?",
        value: "TILE15",
      },
      {
        say: "My neighbour Greta is lending us her microwave until the end of April.",
        ask: "Who's lending us a microwave?",
        value: "Greta",
      },
    ],
    chatter: [
      "I found a video about painting cabinets that was oddly relaxing.",
      "The dog keeps sniffing around the skip in the drive.",
      "We ate takeaway curry three nights in a row last week.",
      "Priya next door said her extension took eleven months.",
      "Do you think open shelving gets dusty quickly?",
      "I measured the window twice and got two different answers.",
      "The kids want a breakfast bar so they can sit on stools.",
      "There's a strange crack in the ceiling I hadn't noticed before.",
      "I keep losing the tape measure in all the mess.",
      "My dad redid his kitchen in 1994 and still talks about it.",
      "We argued for twenty minutes about handle styles.",
      "The cat has decided the empty boxes are her new home.",
      "I've been washing up in the bathroom sink, which is grim.",
      "Saturday was mostly spent at the recycling centre.",
      "Pendant lights look lovely but I worry about bumping my head.",
      "I read that induction hobs boil water in about ninety seconds.",
    ],
  },
  {
    name: "trekking holiday",
    early: [
      {
        say: "We're flying into Kathmandu on 9 October and out again on the 30th.",
        ask: "What day do we land in Nepal?",
        value: "9 October",
      },
      {
        say: "Our guide for the trek is Pasang Sherpa, and his cousin Dawa will be the porter.",
        ask: "Who's leading us on the trail?",
        value: "Pasang",
      },
      {
        say: "The trekking permit cost 3,000 rupees each, and the conservation area fee was another 1,500.",
        ask: "How much was the trekking permit?",
        value: "3,000",
      },
      {
        say: "I'm bringing my blue Osprey rucksack; Sam's taking the big grey duffel.",
        ask: "Which pack am I carrying?",
        value: "Osprey",
      },
      {
        say: "The highest point is Thorong La pass at 5,416 metres.",
        ask: "What's the highest point we cross?",
        value: "Thorong La",
      },
    ],
    updated: {
      say: "For the first two nights in Kathmandu we're booked at the Thamel Lodge.",
      update:
        "I cancelled the place we'd reserved for arriving; it'll be a guesthouse called Kantipur House to start with, cheaper and quieter.",
      ask: "Where are we sleeping when we first get there?",
      value: "Thamel Lodge",
      now: "Kantipur House",
    },
    ancestor: [
      {
        say: "My boots are the Scarpa ones I bought in May, already broken in.",
        ask: "Which brand are my hiking boots?",
        value: "Scarpa",
      },
      {
        say: "We'll take Diamox for the altitude, starting the day before Manang.",
        ask: "What are we taking against altitude sickness?",
        value: "Diamox",
      },
      {
        say: "Sam's emergency contact is her brother Olly, and mine is my aunt Ruth.",
        ask: "Who is Sam's emergency contact?",
        value: "Olly",
      },
    ],
    chatter: [
      "I've been doing the stairs at the office every lunchtime to get fitter.",
      "Do you think I need walking poles or is that overkill?",
      "The weather app says it's 14 degrees there right now.",
      "I watched a documentary about Everest base camp last night.",
      "My friend Jonas did the Inca Trail in 2018 and loved it.",
      "I need to learn a few words of Nepali before we go.",
      "Blister plasters are the one thing I'm stocking up on.",
      "Sam keeps sending me pictures of momos.",
      "How cold does it get in the teahouses at night, roughly?",
      "I bought a head torch that claims 400 lumens.",
      "We did a practice hike of 22 kilometres on Sunday.",
      "My knees complained a bit on the downhill bits.",
      "I'm wondering whether to bring a paperback or just my phone.",
      "The vaccination clinic is only open on Thursdays.",
      "Water purification tablets taste awful but they work.",
      "Work were surprisingly fine about me taking three weeks off.",
    ],
  },
  {
    name: "rescue dog",
    early: [
      {
        say: "The dog we're adopting is called Biscuit; her kennel mate was a terrier named Pip.",
        ask: "What's the name of our new dog again?",
        value: "Biscuit",
      },
      {
        say: "She's a four-year-old lurcher cross from Hollybank Rescue.",
        ask: "What breed is she?",
        value: "lurcher",
      },
      {
        say: "The home visit is on 12 June at 10am; the vet check was back on 5 June.",
        ask: "When is the rescue coming to inspect our house?",
        value: "12 June",
      },
      {
        say: "The adoption fee is £275, which includes her microchip and first jabs.",
        ask: "How much do we have to pay the rescue?",
        value: "275",
      },
      {
        say: "Our vet will be Dr Amara Okafor at the Riverside practice.",
        ask: "Who's going to be her vet?",
        value: "Okafor",
      },
    ],
    updated: {
      say: "On weekdays a dog walker called Lena will take her out at lunchtime, and my brother Kofi covers Saturdays.",
      update:
        "Change of plan for her midday outings during the week: Marcus, a student from two doors down, is doing them now.",
      ask: "Who takes her out at lunchtime on workdays?",
      value: "Lena",
      now: "Marcus",
    },
    ancestor: [
      {
        say: "Her crate is going in the corner of the dining room, away from the radiator.",
        ask: "Where will she sleep at night?",
        value: "dining room",
      },
      {
        say: "The trainer we've booked is Sally Brennan, six sessions on Tuesday evenings.",
        ask: "Which trainer did we book for her?",
        value: "Sally Brennan",
      },
      {
        say: "The rescue said she's fine with cats but nervous around bicycles.",
        ask: "What did they warn us she's scared of?",
        value: "bicycles",
      },
    ],
    chatter: [
      "I spent ages in the pet shop comparing leads.",
      "My colleague Hana has two greyhounds and swears by them.",
      "Do rescue dogs usually take a while to settle?",
      "We bought a squeaky hedgehog toy for £4.",
      "The garden fence needs a couple of panels fixing.",
      "I read that dogs can sleep fourteen hours a day.",
      "The kids are arguing over who gets to hold the lead first.",
      "There's a dog-friendly pub by the canal we want to try.",
      "My mum grew up with a collie called Shep in the 1970s.",
      "I hoovered the whole house on Sunday, which felt optimistic.",
      "How often should we brush a short-haired dog?",
      "Our neighbour's cat sits on the wall and judges everything.",
      "We watched a programme about police dogs last night.",
      "I've started getting up at 6:30 to practise the routine.",
      "Poo bags come in surprisingly fancy colours.",
      "The park near us gets busy after 5pm.",
    ],
  },
  {
    name: "school reunion",
    early: [
      {
        say: "The reunion is for the class of 2004 at Marshfield High; the year above are doing theirs in spring.",
        ask: "Which year group is the get-together for?",
        value: "2004",
      },
      {
        say: "We've booked the function room at the Red Lion for Saturday 18 November.",
        ask: "Where's the reunion being held?",
        value: "Red Lion",
      },
      {
        say: "Tickets are £35 a head, including a two-course buffet; partners pay £20.",
        ask: "What are we charging per person?",
        value: "35",
      },
      {
        say: "Denise Whitfield is doing the photo slideshow, and Gareth said he'd bring the old yearbooks.",
        ask: "Who is putting together the slideshow?",
        value: "Denise Whitfield",
      },
      {
        say: "Our old form tutor Mr Abernathy has said he'll come along.",
        ask: "Which of the teachers agreed to come?",
        value: "Abernathy",
      },
    ],
    updated: {
      say: "So far 46 people have said they're coming.",
      update: "Another batch of RSVPs landed overnight, we're at 61 yeses now.",
      ask: "How many people have confirmed they're coming?",
      value: "46",
      now: "61",
    },
    ancestor: [
      {
        say: "The Facebook group is called Marshfield 04 Catch-Up.",
        ask: "What's the name of the Facebook group?",
        value: "Marshfield 04 Catch-Up",
      },
      {
        say: "Priya is handling the money, and she set up the bank account with Nationwide.",
        ask: "Who's the treasurer for this?",
        value: "Priya",
      },
      {
        say: "The dress code is smart casual, nothing fancy.",
        ask: "What's the dress code?",
        value: "smart casual",
      },
    ],
    chatter: [
      "I can't believe it's been twenty years.",
      "Somebody posted a photo of the 1999 school trip to York.",
      "Do you think people will actually dance this time?",
      "I bumped into Leanne from chemistry at the supermarket.",
      "Half the class seems to live in Australia now.",
      "My hair was truly terrible in Year 9.",
      "The old science block got knocked down in 2015.",
      "I'm slightly nervous about seeing everyone again.",
      "Someone asked if they could bring their baby.",
      "I found my old maths book with doodles all over it.",
      "We should probably make name badges.",
      "The school has a new headteacher called Mrs Patel.",
      "Tom still owes me a fiver from 2002.",
      "I keep scrolling through old photos at midnight.",
      "Is a playlist of noughties songs too cheesy?",
      "Three people replied just to say they can't make it.",
    ],
  },
  {
    name: "allotment",
    early: [
      {
        say: "Our allotment is plot 37 at the Elm Road site; the waiting list number we had was 112.",
        ask: "What number is our plot?",
        value: "37",
      },
      {
        say: "The annual rent is £48, due every October.",
        ask: "How much does the allotment cost us a year?",
        value: "48",
      },
      {
        say: "The site secretary is a retired postman called Clive Dunmore.",
        ask: "Who runs the allotment association?",
        value: "Clive Dunmore",
      },
      {
        say: "The padlock combination on the main gate is 2580; the shed one is different.",
        ask: "What's the code for the gate?",
        value: "2580",
      },
      {
        say: "We're putting the raspberry canes along the north fence, and the rhubarb by the water trough.",
        ask: "Where are the raspberries going?",
        value: "north fence",
      },
    ],
    updated: {
      say: "The compost delivery from Greenacre is coming on 22 March.",
      update: "Greenacre's lorry broke down, so the muck won't reach us until 5 April.",
      ask: "When's the compost turning up?",
      value: "22 March",
      now: "5 April",
    },
    ancestor: [
      {
        say: "The seed potatoes we chose are Charlotte, plus a few rows of Pink Fir Apple.",
        ask: "What variety of potatoes did we go for?",
        value: "Charlotte",
      },
      {
        say: "We're sharing a rotavator with Jim on plot 41.",
        ask: "Who are we sharing the rotavator with?",
        value: "Jim",
      },
      {
        say: "The tools are in the green shed, and the key hangs under the blue bucket.",
        ask: "Where do we find the shed key?",
        value: "blue bucket",
      },
    ],
    chatter: [
      "Slugs ate every single lettuce seedling overnight.",
      "I'm reading a book about no-dig gardening by a bloke from Somerset.",
      "It rained for six days straight last week.",
      "Do marigolds really keep the aphids away?",
      "Our kitchen windowsill is full of tomato seedlings.",
      "Someone on plot 9 grows giant pumpkins for the village show.",
      "My wrists ache from all the digging.",
      "I bought a kneeling pad for £7 and it's life-changing.",
      "The robins follow me around whenever I turn the soil.",
      "How deep should broad beans go in?",
      "There's a lovely old bench by the hedge where people have tea.",
      "I found a rusty horseshoe in the bed by the path.",
      "The kids planted sunflowers and named them after footballers.",
      "We had a flask of soup up there on Sunday and it felt very wholesome.",
      "My grandad kept an allotment in Doncaster until 1988.",
      "Bindweed is going to be the death of me.",
    ],
  },
  {
    name: "half marathon",
    early: [
      {
        say: "The half marathon is the Bristol one on 29 September; my sister's doing Cardiff a week later.",
        ask: "Which race did I enter?",
        value: "Bristol",
      },
      {
        say: "My target time is under 1 hour 55, though I'd settle for two hours.",
        ask: "What finish time am I aiming for?",
        value: "1 hour 55",
      },
      {
        say: "I'm running for Macmillan, and I've promised to raise £600.",
        ask: "Which charity am I fundraising for?",
        value: "Macmillan",
      },
      {
        say: "My physio is Joanna Reyes; she fixed my calf strain last winter.",
        ask: "Who's my physio?",
        value: "Joanna Reyes",
      },
      {
        say: "I've bought Saucony Endorphin shoes for race day and keep the old Asics for the trails.",
        ask: "What shoes am I wearing in the race?",
        value: "Saucony",
      },
    ],
    updated: {
      say: "My long run is on Sunday mornings with the Harbourside running club.",
      update: "The Harbourside lot have switched the big weekly outing to Saturdays from now on.",
      ask: "What day is my long run now?",
      value: "Sunday",
      now: "Saturday",
    },
    ancestor: [
      {
        say: "I'm taking gels every 40 minutes, the orange Torq ones.",
        ask: "Which energy gels do I use?",
        value: "Torq",
      },
      {
        say: "My running buddy for the race is Deepak, who's pacing me for the first ten miles.",
        ask: "Who's running with me on the day?",
        value: "Deepak",
      },
      {
        say: "After the race we're meeting family at a café called The Lido on the waterfront.",
        ask: "Where are we meeting everyone afterwards?",
        value: "The Lido",
      },
    ],
    chatter: [
      "My legs felt like lead on this morning's recovery jog.",
      "Is foam rolling supposed to hurt this much?",
      "I ran past a heron standing completely still by the river.",
      "My watch battery died halfway through an interval session.",
      "I've eaten more pasta this month than in the whole of last year.",
      "A guy at parkrun was running in full fancy dress as a banana.",
      "It was 27 degrees on Tuesday, which was brutal.",
      "I'm trying to sleep eight hours but it rarely happens.",
      "My neighbour Steve thinks running is bad for your knees.",
      "Do compression socks actually do anything?",
      "The hill on Clifton Road nearly finished me off.",
      "I've lost two toenails so far, which is gross.",
      "My playlist is mostly 90s dance music.",
      "I did a 10k in 52 minutes back in 2021.",
      "Stretching after runs is the habit I always skip.",
      "Rain makes me feel heroic when I'm out running.",
    ],
  },
];
