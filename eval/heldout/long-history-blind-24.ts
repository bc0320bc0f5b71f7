/**
 * Held-out long-history cases, blind set 24 (issue 36, "Long histories"), each with the optional
 * `absent` questions. Written by a helper that read none of the engine code (nothing under lib/),
 * none of the earlier blind sets' cases (except the first case of -blind-23.ts) and none of the
 * other long-history case files. It read only these:
 * - the doc comment, the types (with the optional `absent` field and its doc comment) and the first
 *   case of ../long-history-cases.ts, printed up to that case's closing brace. The grep that found
 *   the range showed the export lines (the types' and the array's, all inside the printed range)
 *   and the line numbers of the other cases' opening and closing braces, nothing of their content;
 *   a line count of the file was taken with it;
 * - ../conversation.ts in full: historyScript, for where chatter, the update and the absent
 *   questions go, plus the long-history loop and the `correct`/`states`/`declines` checks (and the
 *   file's import lines, which name modules under lib/; none of them was opened);
 * - `containsValue` in ../../bench/kt.ts, which `states` calls, and nothing else of that file on
 *   screen. Slip: the grep that found it also showed the one line in the bench that calls it. A
 *   first command wrote a wider range (lines 145 to 185) to a temporary file outside the
 *   repository, of which only the function (and the blank line after it) was printed; the file was
 *   deleted without the rest being looked at;
 * - the doc comment and first case of heldout/long-history-blind-23.ts, for the format and the
 *   doc-comment style, printed up to that case's closing brace (with the import line between them).
 *   The grep that found the range showed two lines of its doc comment that contain the word
 *   "export", the export line and the line numbers of its first case's braces;
 * - to avoid reusing topics, the leading doc comments of heldout/long-history-blind.ts and
 *   -blind-2.ts to -blind-22.ts, each printed from its opening line to the line closing it (so
 *   nothing above or below; a grep first gave only the line number of each closing line).
 * Apart from those, it saw only file names: the first fifty entries of a listing of eval/heldout/
 * (all conflict-case files and two others) and a check that this file did not exist yet. It checked
 * the Node version and looked at nothing in node_modules. It ran no project code: its scratch
 * script, outside the repository, checked values with verbatim copies of `containsValue` and
 * `states`, reading this file as text. It never ran an eval and never put these questions to the
 * engine. This set is held out: its misses are not to be read case by case, and nothing is to be
 * tuned on it.
 *
 * There are six conversations, on topics no earlier set has used. Each has five early facts, one
 * fact updated at the middle, three facts in the parent before the branch, sixteen chatter lines
 * and four absent questions. The six updates are of six kinds:
 * - a village scarecrow festival (a count): 27 scarecrows entered becomes 34 on the trail (the
 *   primary school sent in a whole batch from Class 3);
 * - a sea-fishing charter trip (a time of day): casting off at 6:30 becomes slipping the lines at
 *   5:15 (the skipper texted: the tides are different that week);
 * - a son's bar mitzvah (a person's name): the DJ Danny Marks becomes his cousin Lior Shapiro (the
 *   DJ has double-booked himself for that Sunday);
 * - a home EV charger installation (a date): the installation on 12 February becomes 5 March (the
 *   network operator has to upgrade the main fuse first);
 * - an e-bike on the cycle-to-work scheme (an amount of money): £2,150 with mudguards and rack
 *   becomes £1,985 (the shop's January sale knocked it down);
 * - a charity open-water swim (a distance): the 3.2-kilometre course becomes 1.9 km (blue-green
 *   algae have shut the north end of the lake).
 *
 * The absent questions are asked in the parent after its fact questions, and the right reply says
 * it does not know. There are two shapes, two of each per conversation (12 and 12):
 * - the same attribute of a different thing that is never mentioned, sharing the head noun with a
 *   stated fact: second prize (first prize is stated); the theme of a children's fancy dress parade
 *   (the scarecrow theme); the make of my tackle box (the cool box's); where we sleep the night after
 *   the trip (the night before); the colour of my suit (Noah's suit); the photographer at a Friday
 *   night dinner (the party's photographer); the length of a cable for an outside light (the
 *   charger's cable run); Mum's electricity tariff (ours); the lock on the shed (the bike's lock);
 *   my partner's commute (mine); which club my cousin swims with (my training club); how long a
 *   children's course is (the main course);
 * - an attribute of a thing the conversation names but never gives a value for: the entry fee for a
 *   scarecrow; the price of a slice of cake in the reading room; the skipper's phone number; what
 *   the Penn beachcaster cost; Priya's surname; the time the party starts; the charger's power in
 *   kilowatts; the car's registration; the battery's capacity in watt hours; what the Giro helmet
 *   cost; what the wetsuit hire costs; the target on my JustGiving page.
 * Each one was checked by reading its whole conversation again (statements, update, ancestor facts,
 * fact questions and chatter), with the scratch script listing every line that shares a content
 * word with it. No line answers any of them, and the scratch script found no fact value in any of
 * them. No second prize, fancy dress, tackle box, night after, suit of mine, Friday dinner, outside
 * light, tariff of Mum's (she appears only asking about running costs), shed lock, partner or
 * children's course is ever mentioned, and the conversations carry no entry fee, cake price, phone
 * number, rod price, surname for Priya, party time, charger power, registration, battery capacity,
 * helmet price, hire charge or fundraising target. Look-alikes stand near several: £150 for first
 * prize; the £95 a head by the rod; Eli's band playing until midnight by the party's time; 79p a
 * kilowatt hour at the motorway services by the charger's power; lights at £40 a pair by the
 * helmet; the £430 already raised (and an office raffle's "tidy sum") by the target.
 *
 * Phrasing was counted with a scratch script that is not committed. It dropped stop words, pronouns
 * and auxiliaries and reduced words with a crude suffix stripper of its own (not a Porter stemmer).
 * Over the 54 fact questions compared with their statements (the updated fact's question with its
 * original statement), 18 share no content word, 18 share one and 18 share two or more, 3/3/3 in
 * every conversation. No update repeats the value it replaces, and none shares a content word with
 * its question. Two updates share words with their original statement: "DJ" in the bar mitzvah's,
 * and "lake" and "course" in the swim's; the other four share none. Every value occurs in its own
 * statement (or update) only, and not in another statement, update, question, absent question or
 * chatter line of its conversation (checked as a case-insensitive substring, and with `states`). No
 * new value contains the old one, and no old value contains the new one. `containsValue` and
 * `states` find each value in the sentence that carries it, and no value is followed by a comma
 * there. Several statements carry a second detail that is never asked (Thirsk, Sutton Bank, Gran's
 * umbrella, the Coxwold road, the skipper Dougie Penrose, rods and bait included, 48 litres, the
 * quay, Tuesday evenings, John Lewis, Melbourne, Borehamwood, Didcot, the cheap hours, the earth
 * rod, twelve months' repayments, Histon, mudguards and rack, a matt black Giro, eco mode, Brown
 * Howe, £430, Rydal, the first wave at nine, the rowing club, a tinted lens). Each conversation's
 * chatter has its own names, numbers and dates and a few look-alikes: Kildale's trail of 60 and a
 * neighbour's Hagrid at number 14; another charter going out at 8 and another harbour; another
 * boy's party and another table theme; a brother's Pod Point and a colleague's range; a
 * colleague's cargo bike on the same scheme and another bike's price; another swim in Windermere
 * and a Channel relay.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_24: LongHistoryCase[] = [
  {
    name: "village scarecrow festival",
    early: [
      {
        say: "The parish council voted for Famous Film Characters as this year's scarecrow theme.",
        ask: "What's the theme everyone has to follow?",
        value: "Famous Film Characters",
      },
      {
        say: "The trail maps are being printed by Inkwell Press in Thirsk.",
        ask: "Who's doing the printing for the trail maps?",
        value: "Inkwell Press",
      },
      {
        say: "Councillor Pam Whitlock is judging this year because she did such a good job at the well dressing.",
        ask: "Who's deciding the winners?",
        value: "Pam Whitlock",
      },
      {
        say: "First prize is a £150 voucher for the garden centre at Sutton Bank.",
        ask: "What does the winner get?",
        value: "150",
      },
      {
        say: "The trail starts from the church lych gate and finishes at the Black Swan.",
        ask: "Where does the trail finish?",
        value: "Black Swan",
      },
    ],
    updated: {
      say: "We've had 27 scarecrows entered so far.",
      update: "The primary school has just sent in a whole batch from Class 3, which takes us up to 34 on the trail.",
      ask: "How many scarecrows are on the list now?",
      value: "27",
      now: "34",
    },
    ancestor: [
      {
        say: "Our scarecrow at number 9 is going to be Mary Poppins with Gran's old umbrella.",
        ask: "Which character are we making for ours?",
        value: "Mary Poppins",
      },
      {
        say: "The straw bales are coming from Ted Harker's farm on the Coxwold road.",
        ask: "Whose farm are the bales coming from?",
        value: "Ted Harker",
      },
      {
        say: "Tea and cakes will be served in the reading room to raise money for the church roof.",
        ask: "Which good cause do the teas support?",
        value: "church roof",
      },
    ],
    chatter: [
      "Kildale did a scarecrow trail last summer and had over 60 of them along the beck.",
      "Mrs Dobson at the post office wants hers to be a Dalek, though I'm not sure that counts as film.",
      "I spent Sunday stuffing old tights with newspaper for the hands.",
      "The forecast says showers all week, so the papier-mâché heads might not survive.",
      "Somebody's Gandalf from 2019 still turns up in the village Facebook group every spring.",
      "My husband Keith reckons the committee meetings are just an excuse for biscuits.",
      "We need about a dozen cable ties per scarecrow to stop them toppling in the wind.",
      "The vicar asked if the old nativity donkey could come out again, which made everyone laugh.",
      "Last year a cow got out and knocked over the Wallace and Gromit on Back Lane.",
      "Is it cheating to buy a ready-made mask from the pound shop?",
      "Our neighbour at number 14 has built a seven-foot Hagrid out of an old wardrobe.",
      "I must ring the Gazette to see if they'll send a photographer.",
      "The kids are arguing about whether Shrek counts as a film character or a cartoon.",
      "There were complaints in 2022 that one of the scarecrows was too scary for toddlers.",
      "Jean has offered her trailer to move the bigger ones, if we can find someone with a tow bar.",
      "Straw gets everywhere; I found some in the bread bin this morning.",
    ],
    absent: [
      "What's second prize this year?",
      "What's the entry fee for a scarecrow?",
      "What's the theme for the children's fancy dress parade?",
      "How much is a slice of cake in the reading room?",
    ],
  },
  {
    name: "sea-fishing charter trip",
    early: [
      {
        say: "We've chartered the Sea Harvester for the day, and the skipper is a bloke called Dougie Penrose.",
        ask: "What's the name of the vessel?",
        value: "Sea Harvester",
      },
      {
        say: "It's £95 a head for the day, rods and bait included.",
        ask: "How much is the day costing per head?",
        value: "95",
      },
      {
        say: "We sail from Brixham harbour, from the steps by the fish market.",
        ask: "Which harbour are we leaving from?",
        value: "Brixham",
      },
      {
        say: "My brother-in-law Aled is driving us down in his Transit.",
        ask: "Who's doing the driving?",
        value: "Aled",
      },
      {
        say: "The cool box for the catch is an Igloo of Dad's that holds 48 litres.",
        ask: "What make is the cool box for the catch?",
        value: "Igloo",
      },
    ],
    updated: {
      say: "We cast off at 6:30 in the morning.",
      update:
        "Dougie texted: the tides are different that week, so we're slipping the lines at 5:15 instead. Set your alarms.",
      ask: "What time does the boat leave?",
      value: "6:30",
      now: "5:15",
    },
    ancestor: [
      {
        say: "I picked up a new Penn beachcaster rod at the tackle shop in Paignton on Saturday.",
        ask: "Where did I buy my new rod?",
        value: "Paignton",
      },
      {
        say: "We're staying the night before at the Anchor Inn on the quay.",
        ask: "Where are we sleeping the night before?",
        value: "Anchor Inn",
      },
      {
        say: "Kerry's sister swears by her seasickness tablets, a brand called Stugeron.",
        ask: "Which pills for feeling queasy did somebody recommend?",
        value: "Stugeron",
      },
    ],
    chatter: [
      "Last time I went out of Weymouth I was sick before we'd even cleared the harbour wall.",
      "Gareth caught a 9lb cod off the Eddystone in 2017 and he still talks about it.",
      "Do I need waterproof trousers or will jeans do?",
      "The kids want us to bring back enough mackerel for a barbecue on Sunday.",
      "There's another charter, the Blue Marlin, that goes out at 8 for half-day trips.",
      "I've been watching videos on how to tie a paternoster rig.",
      "My wife says she'll believe in the fish when she sees them in the freezer.",
      "Apparently there are rules about what size of bass you're allowed to keep.",
      "I'm taking a flask of coffee and about twenty bacon rolls.",
      "Rob from work said dolphins follow the boats out of Torbay some mornings.",
      "The forecast shows a force 4 southwesterly, which is fine apparently.",
      "Should we tip the deckhand, and if so how much?",
      "I haven't been fishing since I was about twelve, with my grandad on the canal.",
      "Somebody has to gut everything before it goes on ice.",
      "My old reel from the loft is so rusty it won't turn.",
      "Ben's bringing his phone on a lanyard after he dropped the last one overboard in Cornwall.",
    ],
    absent: [
      "What's the skipper's phone number?",
      "What make is my tackle box?",
      "How much did the Penn beachcaster cost?",
      "Where are we sleeping the night after the trip?",
    ],
  },
  {
    name: "son's bar mitzvah",
    early: [
      {
        say: "Noah is reading the portion called Shelach on the day, and he's been practising for months.",
        ask: "Which portion is Noah reading?",
        value: "Shelach",
      },
      {
        say: "His Hebrew tutor is Mrs Abramovich from the synagogue, and she comes on Tuesday evenings.",
        ask: "Who teaches him the Hebrew?",
        value: "Abramovich",
      },
      {
        say: "The party afterwards is at the Elstree Manor Hotel in the big function suite.",
        ask: "Where's the party afterwards being held?",
        value: "Elstree Manor",
      },
      {
        say: "The kosher food is coming from Rosenthal Catering in Edgware, recommended by the rabbi.",
        ask: "Which caterers did we go with?",
        value: "Rosenthal",
      },
      {
        say: "Noah's suit is navy with a thin grey stripe, from John Lewis.",
        ask: "What colour is his suit?",
        value: "navy",
      },
    ],
    updated: {
      say: "We've booked Danny Marks to DJ at the party because he was brilliant at my niece's bat mitzvah.",
      update:
        "The DJ's gone and double-booked himself for that Sunday, so he's sending his cousin Lior Shapiro instead.",
      ask: "Who's doing the music?",
      value: "Danny Marks",
      now: "Lior Shapiro",
    },
    ancestor: [
      {
        say: "Grandma Ruth is flying in from Melbourne for it.",
        ask: "Who's coming over from Australia?",
        value: "Ruth",
      },
      {
        say: "Noah's aunt Miriam is doing the centrepieces, since she does flowers for weddings.",
        ask: "Who's making the table decorations?",
        value: "Miriam",
      },
      {
        say: "The photographer we booked is Priya from Shutterbug Studios in Borehamwood.",
        ask: "Which studio is the photographer from?",
        value: "Shutterbug",
      },
    ],
    chatter: [
      "Noah's friend Eli had his in March and the band played until midnight.",
      "I've been writing my speech for weeks and I still cry reading it.",
      "The rabbi says the boys always rush the blessings when they're nervous.",
      "My mother-in-law keeps asking whether there'll be smoked salmon.",
      "We've ordered 300 bags of soft sweets for throwing, so nobody gets hurt.",
      "Noah's voice broke in January, which made practising a bit of an adventure.",
      "The seating plan is a nightmare because two uncles haven't spoken since 2011.",
      "Do kids still do the candle-lighting thing with thirteen candles?",
      "I found my own bar mitzvah video from 1989 and the hair is unbelievable.",
      "Noah's little sister Tamar wants a new dress, of course.",
      "The hotel car park only holds about 80 cars, so we might need a shuttle.",
      "His Spurs mates are planning some kind of chant, which worries me.",
      "We still haven't sorted the tallit; my father's old one is a bit moth-eaten.",
      "I've put on half a stone from all the tasting menus.",
      "Should the thank-you cards go out before or after the photos come back?",
      "A friend's son in Manchester had a Harry Potter theme with a sorting hat on every table.",
    ],
    absent: [
      "What colour suit am I wearing?",
      "What's Priya's surname?",
      "Who's the photographer at the Friday night dinner?",
      "What time does the party start?",
    ],
  },
  {
    name: "home EV charger installation",
    early: [
      {
        say: "The charger we've gone for is a Zappi in white.",
        ask: "Which charger model did we pick?",
        value: "Zappi",
      },
      {
        say: "The installers are a local firm called Voltline Electrical, based in Didcot.",
        ask: "Who's fitting it?",
        value: "Voltline",
      },
      {
        say: "The cable has to run 17 metres round the side of the house to reach the drive.",
        ask: "How long is the cable run?",
        value: "17",
      },
      {
        say: "Our car is a second-hand Nissan Leaf we bought in Reading.",
        ask: "Which car are we charging?",
        value: "Nissan Leaf",
      },
      {
        say: "We're on the Octopus Intelligent tariff, which gives cheap electricity from half eleven till half five.",
        ask: "Which electricity tariff are we on now?",
        value: "Octopus",
      },
    ],
    updated: {
      say: "The installation is booked for 12 February.",
      update:
        "The network operator has to upgrade our main fuse first, so the electricians have pushed us back to 5 March.",
      ask: "When are they coming to put it in?",
      value: "12 February",
      now: "5 March",
    },
    ancestor: [
      {
        say: "The electrician in charge is a young lad called Kieran Doyle.",
        ask: "What's the electrician's name?",
        value: "Kieran Doyle",
      },
      {
        say: "The quote came to £1,045 including the earth rod.",
        ask: "How much is the whole job costing?",
        value: "1,045",
      },
      {
        say: "Sam has set up the account on the app, which is called myenergi.",
        ask: "What's the app called?",
        value: "myenergi",
      },
    ],
    chatter: [
      "My brother in Swindon had a Pod Point put in and it trips his fuse box whenever the oven's on.",
      "The public chargers at the supermarket are always taken by the same Tesla.",
      "I worked out we've been paying about 79p a kilowatt hour at the motorway services.",
      "Do we need to tell the home insurance about it?",
      "The car's range drops to almost nothing when it's freezing.",
      "Sam thinks we should get a cover for the plug so spiders don't move in.",
      "Next door have had solar panels since 2016 and never stop talking about it.",
      "I've been reading forums about earthing and now I understand nothing.",
      "Our old extension lead from the garage was definitely not the right answer.",
      "The government wants new petrol cars gone by 2030, apparently.",
      "A lorry parked across our drive for three hours on Thursday.",
      "Mum asks every week whether the car is really cheaper to run.",
      "The installers' van had a picture of a lightning bolt with a smiley face.",
      "I've got to clear all the junk out of the hallway cupboard before they arrive.",
      "Dave at work says his Kona does 260 miles on a charge in summer.",
      "The kids have named the car Sparky, which I refuse to say out loud.",
    ],
    absent: [
      "How long is the cable for the outside light?",
      "How many kilowatts can the charger deliver?",
      "What electricity tariff is Mum on?",
      "What's the car's registration?",
    ],
  },
  {
    name: "cycle-to-work e-bike",
    early: [
      {
        say: "I'm getting the bike through Cyclescheme at work, paid back out of my salary over 12 months.",
        ask: "Which salary scheme is work using?",
        value: "Cyclescheme",
      },
      {
        say: "The shop I'm buying from is Freewheel Cycles on Mill Road.",
        ask: "Where am I buying it from?",
        value: "Freewheel",
      },
      {
        say: "The model I've chosen is a Ribble hybrid in dark green.",
        ask: "What brand have I gone for?",
        value: "Ribble",
      },
      {
        say: "My commute is 11 miles each way, from Histon into the science park.",
        ask: "How many miles is my commute each way?",
        value: "11",
      },
      {
        say: "The lock I've ordered is a Kryptonite D-lock rated Sold Secure gold.",
        ask: "What lock did I order?",
        value: "Kryptonite",
      },
    ],
    updated: {
      say: "The bike comes to £2,150 with the mudguards and rack.",
      update: "The shop's January sale has knocked it down, so I'm paying £1,985 in the end.",
      ask: "What's the total price?",
      value: "2,150",
      now: "1,985",
    },
    ancestor: [
      {
        say: "A mechanic called Jonas did my fitting and set the saddle height.",
        ask: "Which mechanic set up the saddle?",
        value: "Jonas",
      },
      {
        say: "My helmet is a Giro in matt black, a birthday present from Louisa.",
        ask: "Who gave me the helmet?",
        value: "Louisa",
      },
      {
        say: "The battery is supposed to last about 60 miles in eco mode.",
        ask: "How far will a full charge get me?",
        value: "60",
      },
    ],
    chatter: [
      "My colleague Femi got a cargo bike on the same scheme and now takes his twins to nursery on it.",
      "It rained so hard on Tuesday I was glad I was still in the car.",
      "Do I really need padded shorts, or is that just for the Lycra crowd?",
      "The cycle path along the busway is lit now, which helps in winter.",
      "A lorry cut me up on the ring road in 2019 and I haven't cycled on roads since.",
      "My sister laughed when I said I'd be cycling in all weathers.",
      "The showers at work are in the basement and there are only two of them.",
      "I've been looking at panniers; the waterproof ones cost a fortune.",
      "Someone on the forum said you should charge the battery indoors in winter.",
      "My old mountain bike from 2008 is still in the shed with two flat tyres.",
      "Apparently there's a bike breakfast at the office every first Friday.",
      "I keep reading about bike thefts outside the station.",
      "Gavin from accounts rides a carbon road bike that cost more than his car.",
      "Our hallway isn't big enough to keep a bike in, so it'll be the shed.",
      "I need lights; the ones on the shop floor were about £40 a pair.",
      "The hills out past Madingley are supposed to be brutal.",
    ],
    absent: [
      "Which lock is on the shed?",
      "What's the battery's capacity in watt hours?",
      "How much did the Giro helmet cost?",
      "How far is my partner's commute?",
    ],
  },
  {
    name: "charity open-water swim",
    early: [
      {
        say: "The swim is across Coniston Water, starting from the jetty at Brown Howe.",
        ask: "Which lake is it in?",
        value: "Coniston",
      },
      {
        say: "I'm raising money for Macmillan and my JustGiving page is already at £430.",
        ask: "Which charity is the money for?",
        value: "Macmillan",
      },
      {
        say: "My wetsuit is a Zone3 Vision that I've hired for the season.",
        ask: "What wetsuit have I got?",
        value: "Zone3",
      },
      {
        say: "Training is on Tuesday evenings at Rydal with a club called the Lakeland Dippers.",
        ask: "What's the club I train with called?",
        value: "Lakeland Dippers",
      },
      {
        say: "The event is on Sunday 7 September and the first wave goes in at nine.",
        ask: "When's the big day?",
        value: "7 September",
      },
    ],
    updated: {
      say: "The course is 3.2 kilometres, the whole length of the lake.",
      update: "Blue-green algae have shut the north end of the lake, so the organisers have cut the course to 1.9 km.",
      ask: "How long is the route?",
      value: "3.2",
      now: "1.9",
    },
    ancestor: [
      {
        say: "My swim buddy for training is Rhiannon from the rowing club.",
        ask: "Who's my training partner?",
        value: "Rhiannon",
      },
      {
        say: "The tow float I bought is bright orange so the safety kayaks can see me.",
        ask: "What colour is my tow float?",
        value: "orange",
      },
      {
        say: "The goggles that don't leak are the Aquasphere ones with the tinted lens.",
        ask: "Which goggles don't leak?",
        value: "Aquasphere",
      },
    ],
    chatter: [
      "The water was 14 degrees on Saturday and my hands went numb after ten minutes.",
      "My cousin did the Great North Swim in Windermere last June and loved it.",
      "I've started putting Vaseline on my neck where the wetsuit rubs.",
      "Do I need a second swim hat under the event one?",
      "Mum keeps sending me articles about cold water shock.",
      "A swan chased us along the shore on Thursday, which was terrifying.",
      "I can do front crawl for about forty minutes now without stopping.",
      "The changing tents at these events are apparently chaos.",
      "My physio says my left shoulder is doing most of the work.",
      "Someone in the group swam a Channel relay in 2015.",
      "I'm going to need a proper flask and a dryrobe for afterwards.",
      "The sponsorship from the office raffle came to a tidy sum.",
      "We saw a heron standing on the jetty watching us like a lifeguard.",
      "Sighting is harder than I thought; I keep drifting to the right.",
      "Alun tried it without a wetsuit and came out blue.",
      "My husband Greg is coming to cheer with the kids and a bacon sandwich.",
    ],
    absent: [
      "Which club does my cousin swim with?",
      "How much is the wetsuit hire?",
      "How long is the children's course?",
      "What target did I set on my JustGiving page?",
    ],
  },
];
