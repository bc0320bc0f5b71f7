import type { LongHistoryCase } from "@/eval/long-history-cases";

/**
 * Held-out long-history cases, blind set 3 (issue 36, "Long histories"). Written by a helper in
 * session 47 that had read neither the engine code (nothing under lib/) nor the earlier blind sets
 * (./long-history-blind.ts, ./long-history-blind-2.ts) nor ../long-history-paraphrased.ts, only the
 * types and the first case of ../long-history-cases.ts, and that never ran an eval or put these
 * questions to the engine. Held out: its misses are not to be read case by case, and nothing is to be
 * tuned on it.
 *
 * Six everyday conversations, each with five early facts, one fact changed around the middle, three
 * facts stated in the parent before the branch, and sixteen chatter turns (with their own names,
 * numbers and dates, none of which answer a question):
 *   - buying a used car (a Skoda from a private seller, test drive moved);
 *   - a wedding abroad (a quinta near Sintra, the photographer replaced);
 *   - a charity bake sale (for a hospice, the tables borrowed from elsewhere);
 *   - moving to Edinburgh for a new job (the office days cut);
 *   - a home solar panel install (the scaffolding delayed);
 *   - a community theatre production (the user recast in another part).
 *
 * Phrasing is meant to be realistic: questions are asked later the way a person would ask them, mostly
 * in other words than the statement. Of the 54 questions (three of each kind per conversation),
 * counting content words shared with the statement, stop words dropped and word endings ignored (for
 * the changed fact, with the original statement or the update, whichever shares more), 18 share none,
 * 18 share one and 18 share two or more. Every update is worded differently from both its original
 * statement and its question, and never repeats the value it replaces. Many statements carry a second,
 * similar detail (another name, price, date or place) that is never asked. `value` is a verbatim
 * substring of the statement; for the changed fact `value` is the replaced value (in `say`) and `now`
 * the new one (in `update`).
 */
export const LONG_HISTORY_BLIND_3: LongHistoryCase[] = [
  {
    name: "buying a used car",
    early: [
      {
        say: "The one I've set my heart on is a 2017 Skoda Octavia estate in dark grey; there was a silver Ford Focus as well but it had rust on the sills.",
        ask: "Remind me which model we went for?",
        value: "Skoda Octavia",
      },
      {
        say: "The seller is a retired teacher called Gwilym Pryce who lives out past the ring road.",
        ask: "What's the name of the bloke selling it?",
        value: "Gwilym Pryce",
      },
      {
        say: "He's asking 8,950 pounds for it, and his neighbour reckoned a dealer would charge 9,400.",
        ask: "How much is he asking?",
        value: "8,950",
      },
      {
        say: "The odometer reads 61,200 miles, although the last stamp in the service book was at 58,000.",
        ask: "How many miles does the odometer read?",
        value: "61,200",
      },
      {
        say: "My friend Odile Marchetti, who's a mechanic, agreed to inspect it before we pay a penny.",
        ask: "Which friend of mine is going to look it over?",
        value: "Odile Marchetti",
      },
    ],
    updated: {
      say: "The test drive is booked for Saturday the 8th at ten in the morning.",
      update:
        "Gwilym rang, his daughter needs it that weekend, so I'm taking it round the block on Tuesday the 11th after work instead.",
      ask: "When do I get behind the wheel of it?",
      value: "Saturday the 8th",
      now: "Tuesday the 11th",
    },
    ancestor: [
      {
        say: "Harrow Mutual quoted 612 a year for fully comprehensive insurance; Blackwell Direct wanted 690.",
        ask: "How much did Harrow Mutual want a year?",
        value: "612",
      },
      {
        say: "The registration plate on the Skoda is KX17 RWD.",
        ask: "What's the registration on the Skoda?",
        value: "KX17 RWD",
      },
      {
        say: "We'll keep it in the garage behind my aunt Rosalind's house on Finch Lane.",
        ask: "Where is it going to live overnight?",
        value: "Finch Lane",
      },
    ],
    chatter: [
      "My colleague Dervla bought an electric Kia in March and won't stop talking about it.",
      "Petrol went up to 1.52 a litre at the garage by the roundabout.",
      "I watched three review videos last night and didn't get to bed until one.",
      "The number 44 bus was twenty-five minutes late again on Monday.",
      "Do you think a roof box is worth getting for camping trips?",
      "My dad's first car was a 1979 Austin Allegro, apparently it leaked everywhere.",
      "I should really renew my breakdown cover before the end of June.",
      "Someone on the forum swears by checking the oil cap for mayonnaise gunk.",
      "The kids want to name the car already, Leo suggested Captain Biscuit.",
      "It poured down all Thursday so I didn't bother going to look at anything.",
      "I found my old driving licence photo from 2004 and it's tragic.",
      "Parking at the station costs 7.80 a day now, which is daylight robbery.",
      "My neighbour Kwame just sold his van for scrap.",
      "Should we get a dashcam or is that overkill?",
      "I keep seeing adverts for car subscriptions at 399 a month.",
      "The tyre place on Dock Street does free pressure checks on Wednesdays.",
    ],
  },
  {
    name: "wedding abroad",
    early: [
      {
        say: "Marta and I are getting married at a quinta just outside Sintra; we also looked at a vineyard near Evora but it was already taken.",
        ask: "Where's the big day actually happening?",
        value: "Sintra",
      },
      {
        say: "We've settled on Saturday 27 September for the wedding.",
        ask: "What date did we pick for the wedding?",
        value: "27 September",
      },
      {
        say: "Our planner over there is Joana Ferreira, and her assistant is a lad called Rui.",
        ask: "Who's organising everything for us on the Portuguese end?",
        value: "Joana Ferreira",
      },
      {
        say: "We capped the guest list at 64, even though my mum was pushing for closer to 90.",
        ask: "How many are on the guest list in the end?",
        value: "64",
      },
      {
        say: "The rings are being made by a jeweller in Hatton Garden called Merriweather & Daughters.",
        ask: "Who's making our wedding rings?",
        value: "Merriweather",
      },
    ],
    updated: {
      say: "The photographer we booked is Tobias Lindqvist.",
      update:
        "Bad news, our original snapper has broken his wrist, so Sanne Verhoeven is covering the wedding instead.",
      ask: "Who's doing the pictures on the day?",
      value: "Tobias Lindqvist",
      now: "Sanne Verhoeven",
    },
    ancestor: [
      {
        say: "The welcome dinner the night before is at a seafood restaurant in Cascais called O Pescador.",
        ask: "Where's the welcome dinner being held?",
        value: "O Pescador",
      },
      {
        say: "We put aside 2,500 euros for flowers; the decorations have their own pot of 1,800.",
        ask: "How much did we put aside for the flowers?",
        value: "2,500",
      },
      {
        say: "Marta's cousin Benedita is going to do a reading during the ceremony.",
        ask: "Which of the relatives is doing a reading?",
        value: "Benedita",
      },
    ],
    chatter: [
      "My friend Harriet got married on a beach in Crete in 2019 and everyone got sunburnt.",
      "Do you think linen suits crease too much for a summer wedding?",
      "I've been practising my Portuguese on an app for 41 days in a row.",
      "The save-the-date cards came out a bit blurry on the cheap printer.",
      "Marta's dad keeps sending us links to YouTube videos of first dances.",
      "We still haven't decided whether the dog should be ring bearer, he's fourteen.",
      "My brother Callum says he's writing his best man speech on the plane.",
      "Apparently it can hit 30 degrees there in late summer.",
      "I tried on my grandad's cufflinks and they still fit the old shirts.",
      "We watched a documentary about cork forests last night.",
      "The hen do is in Brighton on the second weekend of June.",
      "Should we do a hashtag for the photos or is that naff?",
      "My aunt Philippa wants to know if there's a vegan option.",
      "I spent two hours comparing fonts for the order of service.",
      "The exchange rate dipped again this week.",
      "We might do a small party back home in Reading for the people who can't travel.",
    ],
  },
  {
    name: "charity bake sale",
    early: [
      {
        say: "Everything we make at the bake sale goes to the Larkfield Hospice.",
        ask: "Which cause is the money going to?",
        value: "Larkfield Hospice",
      },
      {
        say: "It's on Saturday 15 March in St Aidan's church hall, from ten till two.",
        ask: "Which Saturday is the sale again?",
        value: "15 March",
      },
      {
        say: "Priya Raman is baking six dozen lemon bars, and her husband Dev offered to do flapjacks.",
        ask: "Who said they'd bring the lemon bars?",
        value: "Priya Raman",
      },
      {
        say: "We're charging 1.50 for a cupcake and 8 pounds for a whole cake.",
        ask: "What are the cupcakes going for?",
        value: "1.50",
      },
      {
        say: "The float for the cash tin is 75 pounds in coins, which Howard will bring from the bank.",
        ask: "How much change are we starting the day with?",
        value: "75",
      },
    ],
    updated: {
      say: "The tables are coming from the scout hut on Bramble Road.",
      update:
        "Small hitch with the furniture: the cubs need theirs that weekend, so we're borrowing trestles from Ashgrove Primary instead.",
      ask: "Where are we getting the tables from?",
      value: "scout hut",
      now: "Ashgrove Primary",
    },
    ancestor: [
      {
        say: "My neighbour Colm is printing the allergen labels at his print shop.",
        ask: "Who's doing the allergen labels?",
        value: "Colm",
      },
      {
        say: "Last year's sale raised 1,140 pounds, and this year we're aiming for 1,500.",
        ask: "What are we aiming to raise this year?",
        value: "1,500",
      },
      {
        say: "Any cakes left over will go to the Friday lunch club at the community centre.",
        ask: "What happens to whatever doesn't sell?",
        value: "Friday lunch club",
      },
    ],
    chatter: [
      "I burnt the first batch of shortbread because I was on the phone to my sister Agnes.",
      "Is it worth buying a proper piping bag or do sandwich bags do the job?",
      "The vicar, Reverend Okafor, popped round to say hello on Tuesday.",
      "My oven runs about 20 degrees hotter than the dial says.",
      "We had a bake sale at school in 1998 and I only remember the rice crispy cakes.",
      "Somebody in the group chat asked if gluten-free brownies are a thing.",
      "I've got 3 kilos of icing sugar in the cupboard for no good reason.",
      "The weather forecast for next weekend looks dry so far.",
      "Martin from the choir does amazing Victoria sponges, but he's away in Wales.",
      "Should we put up bunting or is that too much for a church hall?",
      "The kids decorated forty biscuits and ate about half of them.",
      "I saw a fundraiser on the news that made 12,000 from a sponsored swim.",
      "My mixer started making a grinding noise last night.",
      "Do people still carry cash these days or should we get a card reader?",
      "The local paper might send a photographer, according to Sheila.",
      "I've been listening to a baking podcast on the way to work.",
    ],
  },
  {
    name: "relocating to Edinburgh for a job",
    early: [
      {
        say: "I've accepted the data analyst job at Thornbury Logistics in Edinburgh.",
        ask: "Who's my new employer again?",
        value: "Thornbury Logistics",
      },
      {
        say: "My first day is Monday 3 November.",
        ask: "When's my first day at the new place?",
        value: "3 November",
      },
      {
        say: "The relocation package covers 4,000 pounds of moving costs, plus two weeks in a serviced apartment.",
        ask: "How much are they chipping in for the move?",
        value: "4,000",
      },
      {
        say: "My manager will be Fenella Drummond; her deputy is Archie Baird.",
        ask: "Who's my manager going to be?",
        value: "Fenella Drummond",
      },
      {
        say: "I'm renting a one-bedroom flat in Leith for 1,050 a month; a cheaper place in Gorgie was 890 but further out.",
        ask: "Which area is the flat I'm renting in?",
        value: "Leith",
      },
    ],
    updated: {
      say: "My hours are nine to half five, and I'm in the office four days a week.",
      update: "HR came back about the hybrid arrangement: I only need to be at my desk on site three days out of five.",
      ask: "How often do I have to go in?",
      value: "four days",
      now: "three days",
    },
    ancestor: [
      {
        say: "The removal firm is Clydebank Carriers, and they're collecting on 28 October.",
        ask: "Which company is shifting my stuff up north?",
        value: "Clydebank Carriers",
      },
      {
        say: "My parking permit application reference is EDN-55810.",
        ask: "What's the reference number for the parking permit?",
        value: "EDN-55810",
      },
      {
        say: "I'm selling my bike to my flatmate Jonah for 220 pounds before I go.",
        ask: "Who's buying the bike off me?",
        value: "Jonah",
      },
    ],
    chatter: [
      "My mate Siobhan moved to Glasgow in 2021 and says the rain is worse than people tell you.",
      "I should probably get a proper winter coat before December.",
      "The train up from King's Cross takes about four hours twenty.",
      "Do you think I'll pick up the accent after a year?",
      "I cleared out the wardrobe and found six odd socks and a tenner.",
      "My mum is already planning to visit at Easter.",
      "There's a climbing wall near Meadowbank that opens at 7 a.m.",
      "I had leaving drinks with the team at the Red Lion on Friday.",
      "My current boss, Graham, was really decent about the notice period.",
      "I've started a spreadsheet of all the direct debits I need to move.",
      "The festival in August apparently makes the whole city rammed.",
      "I'm going to miss the bakery on the corner that does 2-for-1 on Thursdays.",
      "Should I sell the telly or just take it with me?",
      "Someone told me the bus passes there are called Ridacards.",
      "My plants are not going to survive the journey, I can already tell.",
      "I watched a walking tour of the Royal Mile on YouTube last night.",
    ],
  },
  {
    name: "home solar panel install",
    early: [
      {
        say: "We went with BrightRidge Solar as the installer; Sunwell quoted too but took ages to get back to us.",
        ask: "Which firm is fitting the panels?",
        value: "BrightRidge Solar",
      },
      {
        say: "We're having 14 panels on the south-facing roof, and maybe two more on the garage later.",
        ask: "How many panels are going on the south-facing roof?",
        value: "14",
      },
      {
        say: "The system is rated at 5.6 kilowatts peak.",
        ask: "What's the capacity of the setup?",
        value: "5.6",
      },
      {
        say: "The 10 kWh battery will sit in the utility room next to the washing machine.",
        ask: "Where will the battery sit?",
        value: "utility room",
      },
      {
        say: "The total cost after the grant comes to 9,300 pounds; the grant itself was 2,100.",
        ask: "What's the total cost once the grant is taken off?",
        value: "9,300",
      },
    ],
    updated: {
      say: "The scaffolding goes up on 6 May.",
      update:
        "The crew rang, they're running behind on another job, so the poles and boards won't arrive until the 20th of May.",
      ask: "When are they putting the scaffolding up?",
      value: "6 May",
      now: "20th of May",
    },
    ancestor: [
      {
        say: "The electrician signing it all off is Dai Hughes, and his apprentice is Kerys.",
        ask: "Who's certifying the wiring?",
        value: "Dai Hughes",
      },
      {
        say: "Our export tariff with the energy company pays 15 pence per unit.",
        ask: "How much do we get per unit we send back to the grid?",
        value: "15 pence",
      },
      {
        say: "The inverter is going in the loft next to the water tank.",
        ask: "Where is the inverter going to be fitted?",
        value: "loft",
      },
    ],
    chatter: [
      "Our neighbours at number 31 got a heat pump last winter and love it.",
      "The electricity bill last quarter was frankly obscene.",
      "I read that panels still work on cloudy days, just not as well.",
      "My brother-in-law Teodor keeps sending me articles about perovskite cells.",
      "Do pigeons really nest under the panels, or is that a myth?",
      "We had the chimney swept in October and the guy said the pointing needs doing.",
      "I've been checking the weather app obsessively for sunny days.",
      "The smart meter display has been blank since Sunday.",
      "Apparently the average house uses around 2,700 units a year.",
      "I should clear the gutters before anyone goes up there.",
      "My colleague Noor has an app that shows her panels' output live.",
      "We might get an electric car in a couple of years, who knows.",
      "The dog barks at anyone in a hi-vis jacket.",
      "I found the original house plans from 1987 in a drawer under the stairs.",
      "Is it worth cleaning panels or does the rain do it?",
      "The council sent a leaflet about a retrofit open day on 9 June.",
    ],
  },
  {
    name: "community theatre production",
    early: [
      {
        say: "Our spring show is a comedy called Tea at the Orangery.",
        ask: "What's the play we're putting on?",
        value: "Tea at the Orangery",
      },
      {
        say: "Opening night is Thursday 10 April, and the last performance is on the 13th.",
        ask: "When is opening night?",
        value: "10 April",
      },
      {
        say: "The director is Maeve Okonkwo, and Leon is stage managing.",
        ask: "Who's in charge of directing it?",
        value: "Maeve Okonkwo",
      },
      {
        say: "Tickets are 12 pounds, or 8 for concessions.",
        ask: "How much are the tickets at full price?",
        value: "12 pounds",
      },
      {
        say: "We're performing at the Old Corn Exchange on Market Street.",
        ask: "Where are we performing it?",
        value: "Old Corn Exchange",
      },
    ],
    updated: {
      say: "I'm playing the butler, Mr Pettigrew.",
      update:
        "Maeve reshuffled the cast at last night's read-through, and I've been moved over to the part of Colonel Ashby.",
      ask: "Which role have I ended up with?",
      value: "Pettigrew",
      now: "Colonel Ashby",
    },
    ancestor: [
      {
        say: "Rehearsals are on Tuesday and Thursday evenings at the Methodist hall.",
        ask: "Which evenings are rehearsals?",
        value: "Tuesday and Thursday",
      },
      {
        say: "The set is being built by Gordon's woodwork group, with paint donated by Harlow's hardware shop.",
        ask: "Who's making the scenery?",
        value: "Gordon",
      },
      {
        say: "The costumes are being hired from Dress Circle Hire in Bristol for 340 pounds.",
        ask: "Who are we hiring the costumes from?",
        value: "Dress Circle Hire",
      },
    ],
    chatter: [
      "I still can't get through the second act without looking at the script.",
      "My friend Bronwen did a panto in 2016 and fell off the stage twice.",
      "Do you have any tips for learning lines on the commute?",
      "The kettle in the green room has been broken for three weeks.",
      "Somebody brought lemon drizzle to rehearsal and it vanished in minutes.",
      "I had a dream I forgot my trousers on stage, classic.",
      "Our prompter, Wilf, has been with the group for 30 years.",
      "The posters went up in the library and the chip shop yesterday.",
      "Should I try to do a posh accent or keep it natural?",
      "My daughter is doing the lighting for her school show in May.",
      "We ran the whole thing last Sunday and it came in at two hours ten.",
      "I bought a pair of braces from a charity shop for 4 quid.",
      "There's a review blog called Stalls and Circles that might come.",
      "Half the cast has a cold at the moment.",
      "I keep humming the music from the scene change.",
      "The car park behind the hall is free after six.",
    ],
  },
];
