/**
 * Held-out long-history cases, blind set 12 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-11.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-11.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a charity 10k run (time of day): the start, 9:15, becomes 10:50 (a cycling sportive has the
 *   roads that morning, so the runners set off later);
 * - adopting a rescue cat (person's name): her vet, Mehta, becomes Oduya (the clinic writes that
 *   he has moved away);
 * - a new garden fence shared with the neighbours (percentage): our share of the cost, 65%, becomes
 *   55% (next door decide they want the high screening too);
 * - a first-aid training day at work (count): the people signed up, 13, become 18 (five more staff
 *   from accounts and reception put their names down);
 * - a lodger moving into the spare room (date): his moving-in day, 30 August, becomes 4 October
 *   (the university shifts his induction week);
 * - a pub quiz league (street address): the league final's venue, Tannery Street, becomes Ropewalk
 *   Lane (the first pub's roof caves in).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. Most statements carry a second,
 * similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_12: LongHistoryCase[] = [
  {
    name: "charity 10k run",
    early: [
      {
        say: "My fundraising target for the hospice is £450; my sister Carys is aiming for £300.",
        ask: "How much am I trying to raise?",
        value: "450",
      },
      {
        say: "My race number is 1187; the club's pacer wears 1200.",
        ask: "What number was I given to pin on my vest?",
        value: "1187",
      },
      {
        say: "The route goes twice round Lakeside Park and finishes on Castle Esplanade, with a water station by the boathouse.",
        ask: "Where is the finish line?",
        value: "Castle Esplanade",
      },
      {
        say: "I'm following a training plan from a coach called Tamsin Achterberg; her assistant Joe does the strength sessions.",
        ask: "Who wrote my training plan?",
        value: "Achterberg",
      },
      {
        say: "I bought Brooks Ghost trainers for the race, half a size up from my usual Asics.",
        ask: "Which running shoes did I get?",
        value: "Brooks Ghost",
      },
    ],
    updated: {
      say: "The race starts at 9:15; the bag drop closes at 8:40.",
      update:
        "The organisers emailed: a cycling sportive is using the same roads that morning, so we're now setting off at 10:50.",
      ask: "What time does the race start?",
      value: "9:15",
      now: "10:50",
    },
    ancestor: [
      {
        say: "The pasta supper the night before is at Trattoria Lucca, and the curry afterwards is at the Bengal Lancer.",
        ask: "Where are we carb-loading?",
        value: "Lucca",
      },
      {
        say: "My physio, a man called Declan Furlong, taped my left knee; his colleague Priya did my calf.",
        ask: "Who taped my knee?",
        value: "Furlong",
      },
      {
        say: "My best time over ten kilometres so far is 52 minutes, and Carys managed 49.",
        ask: "What's my personal best?",
        value: "52",
      },
    ],
    chatter: [
      "My legs were stiff for two days after Sunday's long run.",
      "I've started stretching while the kettle boils.",
      "A man at the park runs with a pram every day, which is humbling.",
      "Do you think energy gels actually help, or are jelly babies just as good?",
      "My headphones keep slipping out when I sweat.",
      "It was pouring down on Tuesday and I still went out.",
      "Nadia from next door said she'll come and cheer at the halfway point.",
      "I've lost a toenail, which apparently is a rite of passage.",
      "The running club meets on Wednesdays but I'm too shy to join.",
      "I did hill repeats on Beacon Lane and nearly threw up.",
      "My watch died at kilometre six, so I've no idea of my pace.",
      "Should I eat porridge or toast on the big day itself?",
      "A dog chased me for about 200 metres yesterday.",
      "My mum has already printed a banner with my face on it.",
      "I tried an ice bath and lasted about 40 seconds.",
      "Everyone at work has sponsored me except Gareth.",
    ],
  },
  {
    name: "rescue cat",
    early: [
      {
        say: "The cat's rescue name was Pudding, but we've renamed her Juniper; her brother is called Biscuit.",
        ask: "What are we calling the new cat?",
        value: "Juniper",
      },
      {
        say: "The adoption fee was £95 and included her first vaccinations; the carrier we bought was another £22.",
        ask: "What did the rescue charge us?",
        value: "95",
      },
      {
        say: "Her microchip number ends in 40213 and the insurance policy number ends in 7781.",
        ask: "What are the last digits of her microchip?",
        value: "40213",
      },
      {
        say: "She will only eat the Applaws tuna pouches; she turns her nose up at the Felix ones.",
        ask: "Which brand of pouch does she actually eat?",
        value: "Applaws",
      },
      {
        say: "The rescue said she must stay indoors for five weeks before we let her out, and the cat flap should be fitted by then.",
        ask: "How long must she be kept inside?",
        value: "five weeks",
      },
    ],
    updated: {
      say: "Her vet is Dr Anand Mehta at the Orchard Veterinary Surgery, and the nurse who clipped her claws is Bethan.",
      update:
        "The animal clinic wrote: the man who used to treat our girl has moved away, and Kemi Oduya is her doctor from now on.",
      ask: "Who is her vet?",
      value: "Mehta",
      now: "Oduya",
    },
    ancestor: [
      {
        say: "Her scratching post came from Pets at Home and cost £38; the igloo bed was a present from my aunt.",
        ask: "How much was the scratching post?",
        value: "38",
      },
      {
        say: "Our neighbour Mr Castellanos will feed her if we go away over Easter; his daughter can do weekends.",
        ask: "Who will feed her while we're on holiday?",
        value: "Castellanos",
      },
      {
        say: "Her litter tray lives in the utility room, and her food bowls are by the back door.",
        ask: "Where does she go to the toilet?",
        value: "utility room",
      },
    ],
    chatter: [
      "She knocked a glass of water off the bedside table at 3am.",
      "I didn't know cats could make so many different noises.",
      "She's decided the laundry basket is her kingdom.",
      "My son Ollie wants to teach her to high-five.",
      "She ignored the expensive toy and played with the box it came in.",
      "Is it normal for a cat to sleep sixteen hours a day?",
      "The hoover terrifies her, she bolts under the sofa.",
      "I found her asleep in the sink this morning.",
      "Grandma keeps sending us articles about cat psychology.",
      "She purrs like a little motorbike when you stroke her chin.",
      "We bought a feather wand and she's obsessed with it.",
      "Her whiskers are ridiculously long.",
      "I'm sneezing a bit more, hopefully not an allergy.",
      "She brought a spider into the lounge as a gift.",
      "The neighbour's ginger tom sits on the wall and stares at her.",
      "I got scratched trying to trim her nails.",
    ],
  },
  {
    name: "garden fence",
    early: [
      {
        say: "We're replacing 14 metres of fence between us and the Whitakers; the short side bit by the bins, another 3, can stay.",
        ask: "How much of the boundary is coming down?",
        value: "14",
      },
      {
        say: "We chose closeboard panels stained in a colour called Rustic Oak; the gravel boards will be plain concrete.",
        ask: "What colour is the stain?",
        value: "Rustic Oak",
      },
      {
        say: "The fencer is Kwame Asante from Boundary Fencing; his apprentice is a lad called Liam.",
        ask: "Who's putting up the fence?",
        value: "Asante",
      },
      {
        say: "The quote came to £2,180 including taking away the old panels.",
        ask: "What's the full price for the whole job?",
        value: "2,180",
      },
      {
        say: "We're borrowing a skip from my cousin Dmitri for the rubbish; his van is too small for the posts.",
        ask: "Whose skip are we borrowing for the rubbish?",
        value: "Dmitri",
      },
    ],
    updated: {
      say: "We agreed to pay 65% of the cost because we wanted the taller panels, and the Whitakers pay the rest.",
      update: "Next door have come round to liking the high screening too, so our portion drops to 55% of the total.",
      ask: "What share of the bill are we paying?",
      value: "65",
      now: "55",
    },
    ancestor: [
      {
        say: "The Whitakers' gate code for their side passage is 6093; ours is just a bolt.",
        ask: "What's the code for next door's side gate?",
        value: "6093",
      },
      {
        say: "We're planting a clematis called Nelly Moser along the new fence, and a honeysuckle by the bench.",
        ask: "Which climber are we training up the boundary?",
        value: "Nelly Moser",
      },
      {
        say: "We're getting the posts from the builders' merchant on Coldharbour Road, and the postcrete from the one in town.",
        ask: "Where are the posts coming from?",
        value: "Coldharbour Road",
      },
    ],
    chatter: [
      "The storm last winter blew two of the old panels clean into the road.",
      "Our cat uses the fence as a motorway.",
      "I spent Saturday digging out brambles along the border.",
      "The Whitakers' kids kick their football over at least once a week.",
      "Do you think trellis on top would look fussy?",
      "There's a hedgehog that gets through a gap under the old boards.",
      "My hands are covered in splinters.",
      "We found an old horseshoe buried near the compost heap.",
      "Should we paint the shed to match, or is that overkill?",
      "The ivy has basically been holding the fence up for years.",
      "I lent our wheelbarrow to Terry at number 8 and never got it back.",
      "The robins have been nesting in the hedge, so we'll wait until they've fledged.",
      "I watched three hours of fencing videos online last night.",
      "Rain is forecast every day this week, typical.",
      "The dog two doors down barks every time someone's in the garden.",
      "I want a little solar light on every post eventually.",
    ],
  },
  {
    name: "first-aid training day",
    early: [
      {
        say: "The first-aid course is run by a trainer called Siobhan Mallory from St John Ambulance; her co-trainer is Raj.",
        ask: "Who is running the course?",
        value: "Mallory",
      },
      {
        say: "It's in the Willow meeting room on the third floor, and lunch is served in the Birch room next door.",
        ask: "Which room is the training in?",
        value: "Willow",
      },
      {
        say: "Each place costs the company £85; the certificate reprint fee is £12 if anyone loses theirs.",
        ask: "What's the price per head?",
        value: "85",
      },
      {
        say: "The booking reference is FA-2291 and the invoice number is INV-5530.",
        ask: "What's our reference code?",
        value: "FA-2291",
      },
      {
        say: "Lunch is a sandwich platter from Crumbs Deli; the vegan options come from Leaf and Loaf.",
        ask: "Who's doing the food?",
        value: "Crumbs Deli",
      },
    ],
    updated: {
      say: "We have 13 people signed up, plus two from the warehouse on the waiting list.",
      update: "Five more staff from accounts and reception have put their names down, bringing the total to 18.",
      ask: "How many colleagues are attending?",
      value: "13",
      now: "18",
    },
    ancestor: [
      {
        say: "The fire marshal for our floor is Gwendolyn Ashby, and the one for the ground floor is Pete.",
        ask: "Who's the fire marshal on our floor?",
        value: "Ashby",
      },
      {
        say: "The defibrillator is kept by the lifts on level two, and the spare first-aid kit is in the post room.",
        ask: "Where is the defibrillator?",
        value: "lifts",
      },
      {
        say: "The course finishes with a 20-question multiple-choice test, and you need 15 right to pass.",
        ask: "How many correct answers do I need to pass?",
        value: "15",
      },
    ],
    chatter: [
      "The coffee machine on our floor has been broken since Tuesday.",
      "Half the team are off with the same cold.",
      "My manager Colin keeps sending emails at 11 at night.",
      "I'm dreading the bit where we practise on the dummy.",
      "Do you think they'll let us leave early if we finish the test quickly?",
      "The car park barrier trapped my car for ten minutes this morning.",
      "Someone microwaved fish in the kitchen again.",
      "I did a bit of first aid at Scouts about twenty years ago.",
      "We're supposed to get new laptops in the spring.",
      "The air conditioning makes the whole office freezing.",
      "Annika in payroll is leaving to travel round South America.",
      "I need to remember to bring my reading glasses.",
      "I took the stairs all week to get my steps up.",
      "There's a leaving cake for Martin at three o'clock.",
      "I still haven't done my annual fire-safety e-learning.",
      "The new printer jams whenever anyone prints double-sided.",
    ],
  },
  {
    name: "lodger",
    early: [
      {
        say: "The lodger is a physiotherapy student called Tomasz Wieczorek; his girlfriend Ana might visit at weekends.",
        ask: "What's the lodger's first name?",
        value: "Tomasz",
      },
      {
        say: "He'll pay £520 a month including bills, and the deposit is £600.",
        ask: "How much rent will he pay each month?",
        value: "520",
      },
      {
        say: "He's taking the back bedroom, the one with the sloping ceiling; the box room stays as my study.",
        ask: "Where will he sleep?",
        value: "back bedroom",
      },
      {
        say: "He'll be doing a placement at the Royal Infirmary, and his lectures are at the Heath Park campus.",
        ask: "Which hospital will he be working at?",
        value: "Royal Infirmary",
      },
      {
        say: "The agency that found him, Homeshare Link, takes a one-off fee of £150; the credit check was £25.",
        ask: "Who matched us up with him?",
        value: "Homeshare Link",
      },
    ],
    updated: {
      say: "He's moving in on 30 August; his parents will drive his things down from Leeds.",
      update: "The university shifted his induction week, so he'll arrive with his boxes on 4 October.",
      ask: "When is he moving in?",
      value: "30 August",
      now: "4 October",
    },
    ancestor: [
      {
        say: "I had a spare key cut at Timpson, and the fob for the bike shed is on the same ring.",
        ask: "Where did I get the extra key made?",
        value: "Timpson",
      },
      {
        say: "The Wi-Fi password I gave him is Marmalade77; the guest network one is Toast42.",
        ask: "What's the Wi-Fi password?",
        value: "Marmalade77",
      },
      {
        say: "Bin day is Thursday: the recycling goes out on even weeks and the garden waste on odd ones.",
        ask: "Which day are the bins collected?",
        value: "Thursday",
      },
    ],
    chatter: [
      "I've cleared out two bags of old clothes from the wardrobe.",
      "Do you think I should put a lock on my study door?",
      "The mattress in there is ancient, I might buy a new one.",
      "My friend Hollie had a lodger who never once washed a pan.",
      "I need to write some house rules without sounding like a headteacher.",
      "The radiator in that room clanks all night.",
      "I'm slightly nervous about sharing the bathroom.",
      "Mum thinks I'm mad letting a stranger live here.",
      "I bought a cheap desk from a charity shop for him.",
      "The extra money will go straight into the holiday fund.",
      "Is it weird to leave a welcome card on the pillow?",
      "I had to look up how the smoke alarm test button works.",
      "The washing machine rota might need a spreadsheet.",
      "My cousin Efe says physios are always tidy people.",
      "I repainted the skirting boards on Sunday.",
      "The landlord insurance form was twelve pages long.",
    ],
  },
  {
    name: "pub quiz league",
    early: [
      {
        say: "Our quiz team is called Fact Hunt; our arch-rivals are the Brainy Bunch.",
        ask: "What's our team name?",
        value: "Fact Hunt",
      },
      {
        say: "The quizmaster is a retired geography teacher named Bernard Quayle; his wife Lorna does the picture round.",
        ask: "Who asks the questions?",
        value: "Quayle",
      },
      {
        say: "We're currently fourth in the league table, eleven points behind the leaders.",
        ask: "Where are we in the league table?",
        value: "fourth",
      },
      {
        say: "Our music round specialist is my brother-in-law Gethin, and Nisha covers sport.",
        ask: "Who handles the music questions?",
        value: "Gethin",
      },
      {
        say: "Quiz night is every other Wednesday, starting at 8:30, with a curry special beforehand.",
        ask: "Which evening do we play?",
        value: "Wednesday",
      },
    ],
    updated: {
      say: "The league final is at the Bell and Anchor on Tannery Street, opposite the bus depot.",
      update: "That pub's roof has caved in, so the end-of-season decider moves to the Coach House on Ropewalk Lane.",
      ask: "Where is the final being held?",
      value: "Tannery Street",
      now: "Ropewalk Lane",
    },
    ancestor: [
      {
        say: "The prize for winning the league is a £200 bar tab, and the runners-up get a meat raffle hamper.",
        ask: "What do the champions get?",
        value: "200",
      },
      {
        say: "Our lucky mascot is a knitted owl called Professor Hoot; the other team has a rubber duck.",
        ask: "What's our mascot called?",
        value: "Hoot",
      },
      {
        say: "Last season we lost the tiebreak by guessing the height of the Shard as 290 metres; the right answer was 310.",
        ask: "What height did we guess for the Shard?",
        value: "290",
      },
    ],
    chatter: [
      "I still can't believe nobody knew the capital of Burkina Faso.",
      "Clive brought his own pen again, like it's an exam.",
      "The chips at that pub are honestly the best in town.",
      "We argued for ten minutes about whether a tomato is a fruit.",
      "I've been reading an almanac on the bus to revise.",
      "Someone on the next table was definitely googling in the toilets.",
      "The picture round was all 1980s snooker players, which was cruel.",
      "I'm useless at anything to do with opera.",
      "Should we recruit a sixth member who knows about science?",
      "We won a bottle of dubious wine for the spot prize last month.",
      "My flatmate Corinne wants to join but she talks through every question.",
      "The microphone kept squealing during the first round.",
      "I knew the answer about Henry VIII's wives but didn't say it out loud.",
      "We need a better strategy for the anagrams.",
      "The barman gives us free crisps if we come second.",
      "I've started watching University Challenge for practice.",
    ],
  },
];
