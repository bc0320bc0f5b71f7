/**
 * Held-out long-history cases, blind set 6 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases
 * (heldout/long-history-blind.ts, -blind-2.ts, -blind-3.ts, -blind-5.ts) nor the other long-history
 * case files (long-history-paraphrased.ts, long-history-updates-dev.ts), only the types and the
 * first case of ../long-history-cases.ts (and a few lines of its second), the script builder in
 * ../conversation.ts (to learn how chatter and the update are placed), and the doc comment and first
 * case of heldout/long-history-blind-4.ts (for the format), and that never ran an eval or put these
 * questions to the engine. Held out: its misses are not to be read case by case, and nothing is to
 * be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds (one date):
 * - family holiday in Portugal (time of day): the outbound flight, 07:10, becomes 13:25 (the airline
 *   shifted it);
 * - home solar installation (date): the installers' day, 11 June, becomes 2 July (a part is held up
 *   at the supplier);
 * - book club (venue): the meeting place, the Fox and Hound, becomes Elmfield Library (the pub's
 *   room is being done up);
 * - bathroom leak and insurance claim (reference number): the claim reference, HL-40917, becomes
 *   HL-52608 (the file moved to another team);
 * - café payroll change (person): who runs the payroll, Ana, becomes Joel (maternity leave);
 * - grandad's 80th birthday party (count): the number coming, 38, becomes 47 (the latest tally).
 *
 * Phrasing, counted with a scratch script (stop words dropped, word endings ignored) over the 54
 * questions against their statements: 18 share no content word, 18 share one, 18 share two or
 * more. No update repeats the value it replaces, and none shares a content word with its question;
 * three share one word with their original statement ("room", "HL", "run"). Most statements carry
 * a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_6: LongHistoryCase[] = [
  {
    name: "family holiday in Portugal",
    early: [
      {
        say: "We've rented a villa called Casa das Laranjeiras just outside Tavira; the one in Olhão we liked was already booked.",
        ask: "What's the name of the place we're staying in?",
        value: "Casa das Laranjeiras",
      },
      {
        say: "The car hire is with Algarve Wheels, and the child seats cost an extra 40 euros for the fortnight.",
        ask: "Which company did we get the car from?",
        value: "Algarve Wheels",
      },
      {
        say: "My brother Duarte lives in Porto and is going to drive down to meet us on the second weekend; his wife Inês might come too.",
        ask: "Who's driving down from Porto to see us?",
        value: "Duarte",
      },
      {
        say: "The whole holiday is costing us about €3,200 with flights, plus roughly €600 of spending money.",
        ask: "What's the trip costing us, all told?",
        value: "3,200",
      },
      {
        say: "The kids want to do the dolphin-watching boat from Lagos marina, and maybe the kayak trip to the sea caves at Benagil.",
        ask: "Where does the dolphin boat leave from?",
        value: "Lagos",
      },
    ],
    updated: {
      say: "Our flight out to Faro takes off at 07:10, and the one home on the 19th lands back at 22:40.",
      update: "The airline has shifted the outbound leg, so we're now off from Gatwick at 13:25 instead.",
      ask: "What time are we flying out?",
      value: "07:10",
      now: "13:25",
    },
    ancestor: [
      {
        say: "Mum is staying at ours to look after the chickens, and the Pereiras next door will water the garden.",
        ask: "Who's minding the hens while we're away?",
        value: "Mum",
      },
      {
        say: "The villa's wifi password is Laranja2024, and the key safe code is 5817.",
        ask: "What's the wifi password at the villa?",
        value: "Laranja2024",
      },
      {
        say: "We're going to try the restaurant A Ver Tavira on our last night; the backup is Casa Simão.",
        ask: "Which restaurant are we trying on our last night?",
        value: "A Ver Tavira",
      },
    ],
    chatter: [
      "I still need to find the kids' swimming goggles.",
      "Is factor 50 overkill for two weeks in the Algarve?",
      "Leo has decided he only eats custard tarts now.",
      "My phone says it'll be 31 degrees there on Monday.",
      "We bought a phrasebook but nobody has opened it.",
      "I read that the painted tiles on the houses are called azulejos.",
      "Maya wants to bring three cuddly toys and a boogie board.",
      "Do we really need two suitcases each?",
      "The last time I went to Portugal was in 2011 with university friends.",
      "I keep practising 'obrigado' in the shower.",
      "Someone at work said the grilled sardines in August are the best.",
      "We should probably buy a travel adapter or two.",
      "The passports don't expire until 2029, so we're fine.",
      "My friend Corinne went to Madeira last year and loved the cable car.",
      "We watched a documentary about cork oaks last night.",
      "The suncream alone cost us nearly thirty quid.",
    ],
  },
  {
    name: "home solar installation",
    early: [
      {
        say: "We're getting 12 panels on the south-facing roof, plus two on the garage if the surveyor says it can take them.",
        ask: "How many panels are going on the main roof?",
        value: "12",
      },
      {
        say: "The company doing it is Brightwater Solar; we also got a quote from SunHive, but they were slow to reply.",
        ask: "Who did we pick to fit the system?",
        value: "Brightwater Solar",
      },
      {
        say: "The battery is a 10 kWh unit that'll go in the garage next to the chest freezer.",
        ask: "What size is the battery unit?",
        value: "10 kWh",
      },
      {
        say: "The total came to £9,400 after the grant, and the grant itself was £2,500.",
        ask: "What are we paying for the whole thing once the grant is taken off?",
        value: "9,400",
      },
      {
        say: "The export tariff we signed up for pays 15p a unit; the fixed one was 11p.",
        ask: "How much do we get for electricity we sell back?",
        value: "15p",
      },
    ],
    updated: {
      say: "The installers are scheduled for 11 June, with the scaffolding going up the Friday before.",
      update: "Brightwater just rang: the inverter is stuck at their supplier, so everything's pushed back to 2 July.",
      ask: "When is the fitting crew coming round?",
      value: "11 June",
      now: "2 July",
    },
    ancestor: [
      {
        say: "The electrician from Brightwater is called Kwame, and his apprentice is Lily.",
        ask: "What's the sparky's name?",
        value: "Kwame",
      },
      {
        say: "The grid application reference is G98-55214, and the planning one is PL/3309.",
        ask: "What's the reference for the grid application?",
        value: "G98-55214",
      },
      {
        say: "We'll move the trampoline round to the side of the house so the scaffolders can get through.",
        ask: "Where's the trampoline going for now?",
        value: "side of the house",
      },
    ],
    chatter: [
      "The neighbours at number 23 got solar last spring and won't stop talking about it.",
      "I've started checking the weather app for sunshine hours.",
      "Our electricity bill last quarter was frankly scary.",
      "Do pigeons really nest under the panels?",
      "I watched a video of a man cleaning his panels with a squeegee on a pole.",
      "The loft is full of junk we need to clear anyway.",
      "Jamie wants an app that shows the power in real time.",
      "My dad thinks solar doesn't work in Yorkshire, which isn't true.",
      "We might get an electric car in a couple of years.",
      "The roof tiles are from the 1970s, apparently.",
      "I read that panels lose about half a percent of their output each year.",
      "The kettle is the biggest energy hog in this house.",
      "Maybe we should run the washing machine at lunchtime from now on.",
      "There's a hailstorm forecast for Thursday, typical.",
      "Aunt Ruth asked if we'll be powering the whole street.",
      "The dog barked at the surveyor for ten solid minutes.",
    ],
  },
  {
    name: "book club",
    early: [
      {
        say: "The book for March is The Remains of the Day; April's is going to be Piranesi.",
        ask: "What are we reading for March?",
        value: "The Remains of the Day",
      },
      {
        say: "There are nine of us in the club now that Harriet and Jo have joined.",
        ask: "How many members have we got?",
        value: "nine",
      },
      {
        say: "Subs are £5 a month, which mostly goes on wine and the odd cake.",
        ask: "How much are the monthly subs?",
        value: "£5",
      },
      {
        say: "Priya keeps the list of who's hosting, and Jo sends the reminder emails.",
        ask: "Who's in charge of the hosting rota?",
        value: "Priya",
      },
      {
        say: "Our group chat is called Spine Breakers; the old Facebook group was Page Turners.",
        ask: "What's our group chat called?",
        value: "Spine Breakers",
      },
    ],
    updated: {
      say: "From next month we're meeting in the upstairs room at the Fox and Hound, which holds about twenty.",
      update:
        "Scratch the pub: the landlord is doing that room up, so we'll be at Elmfield Library for the foreseeable.",
      ask: "Where does the club meet?",
      value: "Fox and Hound",
      now: "Elmfield Library",
    },
    ancestor: [
      {
        say: "Next time it's Gwen's turn to host, and Mark is bringing the dessert.",
        ask: "Whose house are we at next?",
        value: "Gwen",
      },
      {
        say: "I've lent my copy of Piranesi to Tomas; my copy of Klara and the Sun is with Harriet.",
        ask: "Who has my Piranesi?",
        value: "Tomas",
      },
      {
        say: "We decided things start at 7:30 now, so people can get the kids to bed first, and we try to wrap up by ten.",
        ask: "What time do we kick off?",
        value: "7:30",
      },
    ],
    chatter: [
      "I've only read forty pages and it's next week already.",
      "Does anyone actually like books with unreliable narrators?",
      "Someone suggested we read a thriller for a change.",
      "Jo's dog chewed the cover off her copy of Middlemarch.",
      "I always end up talking about the TV adaptation instead of the book.",
      "There was a heated argument about the ending last time.",
      "I bought a new reading lamp with a warm bulb.",
      "Audiobooks count as reading, surely?",
      "I've got a pile of eleven unread books on my bedside table.",
      "The bookshop on Mill Lane is closing down, which is sad.",
      "We should do a poetry month one day.",
      "I cried at the end of the last one, embarrassingly.",
      "Half the group never finishes the book anyway.",
      "Rosalind thinks we should ban phones during the discussion.",
      "My mum ran a reading group in the eighties that lasted twelve years.",
      "I underline things in pencil and then feel guilty about it.",
    ],
  },
  {
    name: "bathroom leak and insurance claim",
    early: [
      {
        say: "The leak was coming from the seal round the shower tray, not the pipe under the basin like we first thought.",
        ask: "What turned out to be causing the leak?",
        value: "shower tray",
      },
      {
        say: "Our insurer is Harbourline, and the policy excess is £250.",
        ask: "Which company is the home cover with?",
        value: "Harbourline",
      },
      {
        say: "The plumber, Gareth Lowe, charged £180 for the emergency callout and another £95 for parts.",
        ask: "How much was the plumber's callout?",
        value: "180",
      },
      {
        say: "The ceiling in the kitchen below has a stain the size of a dinner plate, and the light fitting got wet.",
        ask: "Which room downstairs was damaged?",
        value: "kitchen",
      },
      {
        say: "The loss adjuster is a woman called Sandra Okafor, and she's visiting on Tuesday morning.",
        ask: "Who's the loss adjuster?",
        value: "Sandra Okafor",
      },
    ],
    updated: {
      say: "The claim reference is HL-40917, and the plumber's invoice number is 2231.",
      update:
        "Harbourline sent a letter: the file has moved to their escape-of-water team and it's HL-52608 from here on.",
      ask: "What's the claim number I need to quote?",
      value: "HL-40917",
      now: "HL-52608",
    },
    ancestor: [
      {
        say: "The drying company is putting two dehumidifiers in the kitchen for about a week.",
        ask: "How many dehumidifiers are going in?",
        value: "two",
      },
      {
        say: "We're showering at my sister Becca's until the bathroom is usable; Dad offered too, but he's out in Croydon.",
        ask: "Where are we washing in the meantime?",
        value: "Becca",
      },
      {
        say: "The new shower tray we picked is the Aqua Slate 1200 in grey, and the tiles are white metro.",
        ask: "Which tray did we go for?",
        value: "Aqua Slate 1200",
      },
    ],
    chatter: [
      "The whole house smells slightly damp.",
      "I've been timing my showers at the gym, four minutes flat.",
      "The cat is fascinated by the hole in the ceiling.",
      "Do all insurers take this long to reply to emails?",
      "I had to move about thirty cookbooks off the shelf.",
      "Our neighbour Dominic had a burst pipe in 2019 and it took months to sort.",
      "I never realised how much I'd miss a bath.",
      "The grout in there was grim anyway.",
      "I might take photos of everything, just in case.",
      "Someone on a forum said to keep every receipt.",
      "The kids think the buckets are a game.",
      "We spent Sunday pulling up the soggy lino.",
      "I looked at rainfall shower heads and got lost for an hour.",
      "Is it normal for the floorboards to creak this much?",
      "My mother-in-law keeps sending articles about mould.",
      "The upstairs lights tripped twice last week.",
    ],
  },
  {
    name: "café payroll change",
    early: [
      {
        say: "We're switching the café's payroll from spreadsheets to PayDay Cloud, which costs £29 a month for up to ten staff.",
        ask: "Which software are we moving the wages onto?",
        value: "PayDay Cloud",
      },
      {
        say: "Staff will be paid on the last Friday of each month instead of the 28th.",
        ask: "When is payday going to be?",
        value: "last Friday",
      },
      {
        say: "Our accountant is Mirela Costa at Dunmore & Pike; she'll file the first submission.",
        ask: "Who's our accountant?",
        value: "Mirela Costa",
      },
      {
        say: "We've got seven people on the books, two of them part-time baristas.",
        ask: "How many staff are on the books?",
        value: "seven",
      },
      {
        say: "Our PAYE reference is 120/BK48823, and the accounts office reference is 120PX00488213.",
        ask: "What's our PAYE reference?",
        value: "120/BK48823",
      },
    ],
    updated: {
      say: "Ana will run the payroll each month, and Sam will check it before it goes out.",
      update:
        "Small change: from June it's Joel who'll process the pay runs, since maternity leave is starting sooner than expected.",
      ask: "Who's doing the wages every month?",
      value: "Ana",
      now: "Joel",
    },
    ancestor: [
      {
        say: "The pension provider is NEST, and we're putting in 3% with staff paying 5%.",
        ask: "What percentage is the business contributing?",
        value: "3%",
      },
      {
        say: "The old spreadsheets are archived in a folder called Wages Archive on the shared drive; the till reports are in Sales Archive.",
        ask: "Where did I put the old spreadsheets?",
        value: "Wages Archive",
      },
      {
        say: "Tomasz, our Saturday baker, wants his payslips by email, but Hattie prefers paper.",
        ask: "Who wants their payslips on paper?",
        value: "Hattie",
      },
    ],
    chatter: [
      "The new espresso machine has finally been plumbed in.",
      "We sold 212 croissants on Saturday, a record.",
      "I spent three hours on hold to the tax office once and never again.",
      "Do people still want printed rotas on the fridge?",
      "The landlord wants to talk about the lease in the autumn.",
      "Our card machine keeps dropping the wifi.",
      "I've been thinking about opening on Sunday mornings.",
      "Half the team want the Christmas party at a bowling alley.",
      "The oat milk supplier put their prices up again.",
      "I keep getting spam emails about webinars.",
      "Luca dropped a whole tray of scones this morning.",
      "We need a new chalkboard for the specials.",
      "The health inspector gave us five stars in March.",
      "Mornings between eight and nine are mad now.",
      "I've started doing the books on Sunday nights with a glass of wine.",
      "A customer left a lovely review about the cinnamon buns.",
    ],
  },
  {
    name: "grandad's 80th birthday party",
    early: [
      {
        say: "Grandad's 80th do is on Saturday 17 May; his actual birthday is the Wednesday before.",
        ask: "What date is the party?",
        value: "17 May",
      },
      {
        say: "We've booked the function room at the Royal Oak in Bexley; the cricket club was the fallback.",
        ask: "Where's the celebration being held?",
        value: "Royal Oak",
      },
      {
        say: "Auntie Maureen is making the cake, a lemon drizzle shaped like a cricket bat, and cousin Dev is doing the playlist.",
        ask: "Who's baking the cake?",
        value: "Maureen",
      },
      {
        say: "The buffet is £14 a head, and the room hire itself is £120.",
        ask: "How much is the buffet per head?",
        value: "14",
      },
      {
        say: "The surprise guest is his old navy pal Fergus, who's coming down from Aberdeen.",
        ask: "Who's the surprise visitor?",
        value: "Fergus",
      },
    ],
    updated: {
      say: "So far 38 people have said they'll come, out of about 60 invited.",
      update: "Latest tally from the replies is 47, once you add the Whitstable lot.",
      ask: "How many are coming to grandad's do?",
      value: "38",
      now: "47",
    },
    ancestor: [
      {
        say: "Grandad's present from all of us is a framed print of HMS Ark Royal, his old ship; Mum's also getting him a watch.",
        ask: "What's the group gift?",
        value: "Ark Royal",
      },
      {
        say: "The slideshow has to be ready by the Thursday, and Dev's collecting photos in a shared album called Eighty Years.",
        ask: "What's the photo album called?",
        value: "Eighty Years",
      },
      {
        say: "Grandma's bringing her famous trifle, and we've asked everyone to avoid nuts because of little Amara's allergy.",
        ask: "Who has the nut allergy?",
        value: "Amara",
      },
    ],
    chatter: [
      "Grandad still thinks he's fooled everyone about his age.",
      "I found a photo of him on his wedding day in 1968.",
      "Do we need a microphone for the speeches?",
      "The car park there is tiny, so people should share lifts.",
      "Nana says he'll cry at the speeches; he always does.",
      "I'm not sure whether to go for balloons or bunting.",
      "He watched the cricket all weekend and shouted at the telly.",
      "Cousin Priya has a new puppy called Biscuit.",
      "His favourite song is still Moon River.",
      "I've been practising the toast in the mirror.",
      "He's asked for no fuss, which we're ignoring.",
      "We should print the menus on card.",
      "Apparently he once sailed through a storm for three days straight.",
      "The grandchildren are making a banner covered in handprints.",
      "I need new shoes for the party.",
      "He's been saying he'll quit the bowls club for about six years.",
    ],
  },
];
