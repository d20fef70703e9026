<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Awards (funded for 8, 14, 20 M€)</source>
        <translation>Prêmios (financiados por 8, 14, 20 M$)</translation>
    </message>
    <message>
        <source>Card actions</source>
        <translation>Ações de cartas</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colônias</translation>
    </message>
    <message>
        <source>Discard any number of cards from your hand for 1 M€ each.</source>
        <translation>Descarte quantas cartas quiser da mão por 1 M$ cada.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar turno</translation>
    </message>
    <message>
        <source>End your turn after one action (Ctrl+E).</source>
        <translation>Encerre seu turno após uma ação (Ctrl+E).</translation>
    </message>
    <message>
        <source>Heat → temperature</source>
        <translation>Calor → temperatura</translation>
    </message>
    <message>
        <source>Increase your energy production 1 step.</source>
        <translation>Aumente sua produção de energia em 1 nível.</translation>
    </message>
    <message>
        <source>Milestones (8 M€, 5 VP)</source>
        <translation>Marcos (8 M$, 5 PV)</translation>
    </message>
    <message>
        <source>No card with an action in play.</source>
        <translation>Nenhuma carta com ação em jogo.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar a vez</translation>
    </message>
    <message>
        <source>Pass: take no more actions this generation (Ctrl+P).</source>
        <translation>Passar a vez: não fazer mais ações nesta geração (Ctrl+P).</translation>
    </message>
    <message>
        <source>Place a city tile and increase your M€ production 1 step.</source>
        <translation>Coloque um tile de cidade e aumente sua produção de M$ em 1 nível.</translation>
    </message>
    <message>
        <source>Place a colony on a colony tile, with its placement bonus.</source>
        <translation>Construa uma colônia em um tile de colônia, com o bônus de colocação dele.</translation>
    </message>
    <message>
        <source>Place a greenery tile (raises oxygen).</source>
        <translation>Coloque um tile de vegetação (aumenta o oxigênio).</translation>
    </message>
    <message>
        <source>Place an ocean tile.</source>
        <translation>Coloque um tile de oceano.</translation>
    </message>
    <message>
        <source>Plants → greenery</source>
        <translation>Plantas → vegetação</translation>
    </message>
    <message>
        <source>Plants → greenery (%1)</source>
        <translation>Plantas → vegetação (%1)</translation>
    </message>
    <message>
        <source>Raise Venus 1 step.</source>
        <translation>Aumente Vênus em 1 nível.</translation>
    </message>
    <message>
        <source>Raise the temperature 1 step.</source>
        <translation>Aumente a temperatura em 1 nível.</translation>
    </message>
    <message>
        <source>Send a trade fleet to a colony tile for %1 M€, %2 energy or %3 titanium (Ctrl+T).</source>
        <translation>Envie uma frota comercial a uma peça de colônia por %1 M$, %2 de energia ou %3 de titânio (Ctrl+T).</translation>
    </message>
    <message>
        <source>Spend %1 plants to place a greenery tile (Ctrl+G).</source>
        <translation>Gaste %1 plantas para colocar um tile de vegetação (Ctrl+G).</translation>
    </message>
    <message>
        <source>Spend 8 heat to raise the temperature 1 step (Ctrl+H).</source>
        <translation>Gaste 8 de calor para aumentar a temperatura em 1 nível (Ctrl+H).</translation>
    </message>
    <message>
        <source>Standard projects</source>
        <translation>Projetos-padrão</translation>
    </message>
    <message>
        <source>Trade with a colony…</source>
        <translation>Negociar com uma colônia…</translation>
    </message>
</context>
<context>
    <name>AutoMars</name>
    <message>
        <source>Advance Another Counter, on the {track}</source>
        <translation>Avançar Outro Contador, na {track}</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avançar Contador</translation>
    </message>
    <message>
        <source>All oceans are placed: AutoMars buys no ocean on {space}</source>
        <translation>Todos os oceanos já foram colocados: o AutoMarte não compra oceano na {space}</translation>
    </message>
    <message>
        <source>AutoMars cannot build a colony: no colony tile has room for one of its</source>
        <translation>O AutoMarte não pode construir uma colônia: nenhuma peça de colônia tem lugar para uma colônia dele</translation>
    </message>
    <message>
        <source>AutoMars claims the {milestone} milestone</source>
        <translation>O AutoMarte reivindica o marco {milestone}</translation>
    </message>
    <message>
        <source>AutoMars discards {card} after the draft</source>
        <translation>O AutoMarte descarta {card} após a seleção de cartas</translation>
    </message>
    <message>
        <source>AutoMars draws {card} and resolves it</source>
        <translation>O AutoMarte pega {card} e a resolve</translation>
    </message>
    <message>
        <source>AutoMars funds the {award} award (lead {margin})</source>
        <translation>O AutoMarte financia o prêmio {award} (vantagem {margin})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} M€ ({before} → {after})</source>
        <translation>O AutoMarte ganha {amount} M$ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} TR ({before} → {after})</source>
        <translation>O AutoMarte ganha {amount} IT ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars has no bonus card left to draw</source>
        <translation>O AutoMarte não tem mais cartas bônus para pegar</translation>
    </message>
    <message>
        <source>AutoMars has {amount} M€ and places no ocean: the ocean of {space} costs {cost} M€</source>
        <translation>O AutoMarte tem {amount} M$ e não coloca oceano: o oceano da {space} custa {cost} M$</translation>
    </message>
    <message>
        <source>AutoMars ignores the icon “{icon}” on space {position} of the {track} (expansion not in play)</source>
        <translation>O AutoMarte ignora a ação “{icon}” do espaço {position} da {track} (expansão fora de jogo)</translation>
    </message>
    <message>
        <source>AutoMars ignores the {tag} tag (expansion not in play)</source>
        <translation>O AutoMarte ignora o ícone {tag} (expansão fora de jogo)</translation>
    </message>
    <message>
        <source>AutoMars keeps a card from its draft pile</source>
        <translation>O AutoMarte fica com uma carta da sua seleção</translation>
    </message>
    <message>
        <source>AutoMars loses {amount} M€ ({before} → {after})</source>
        <translation>O AutoMarte perde {amount} M$ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars moves its counter on the {track} from {before} to {after}</source>
        <translation>O AutoMarte avança seu contador na {track} de {before} para {after}</translation>
    </message>
    <message>
        <source>AutoMars passes: its action deck is empty</source>
        <translation>O AutoMarte passa a vez: seu baralho de ação está vazio</translation>
    </message>
    <message>
        <source>AutoMars pays {cost} M€ for the ocean of {space} and places it</source>
        <translation>O AutoMarte paga {cost} M$ pelo oceano da {space} e o coloca</translation>
    </message>
    <message>
        <source>AutoMars places its Neural Instance tile on {space}</source>
        <translation>O AutoMarte coloca seu tile de Implementação Neural na {space}</translation>
    </message>
    <message>
        <source>AutoMars places {tile} on {space}</source>
        <translation>O AutoMarte coloca {tile} na {space}</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code} {corporation}</source>
        <translation>O AutoMarte joga a corporação {code} {corporation}</translation>
    </message>
    <message>
        <source>AutoMars puts {amount:resource} in the {colony} area of its shipping board ({after} there)</source>
        <translation>O AutoMarte coloca {amount:resource} na área {colony} do seu tabuleiro de transporte ({after} ali)</translation>
    </message>
    <message>
        <source>AutoMars raises Venus from {before} to {after} %</source>
        <translation>O AutoMarte aumenta Vênus de {before} para {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the oxygen from {before} to {after} %</source>
        <translation>O AutoMarte aumenta o oxigênio de {before} para {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the temperature from {before} to {after} °C</source>
        <translation>O AutoMarte aumenta a temperatura de {before} para {after} °C</translation>
    </message>
    <message>
        <source>AutoMars reveals the bonus card {card}</source>
        <translation>O AutoMarte revela a carta bônus {card}</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars reveals {card} (%n tag(s): {tags})</source>
        <translation>
            <numerusform>O AutoMarte revela {card} (%n ícone: {tags})</numerusform>
            <numerusform>O AutoMarte revela {card} (%n ícones: {tags})</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars reveals {card} and counts its cost ({cost}) through {count:colony_tile}: {colony}</source>
        <translation>O AutoMarte revela {card} e conta o custo ({cost}) por {count:colony_tile}: {colony}</translation>
    </message>
    <message>
        <source>AutoMars reveals {card}, a card without tags</source>
        <translation>O AutoMarte revela {card}, uma carta sem ícones</translation>
    </message>
    <message>
        <source>AutoMars scores {total} VP</source>
        <translation>O AutoMarte marca {total} PV</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars shuffles its %n discarded bonus card(s) into a new bonus deck</source>
        <translation>
            <numerusform>O AutoMarte embaralha sua %n carta bônus descartada, formando um novo baralho bônus</numerusform>
            <numerusform>O AutoMarte embaralha suas %n cartas bônus descartadas, formando um novo baralho bônus</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars shuffles its action deck: {projects:project_card} and {bonus:bonus_card}</source>
        <translation>O AutoMarte embaralha seu baralho de ação: {projects:project_card} e {bonus:bonus_card}</translation>
    </message>
    <message>
        <source>AutoMars shuffles {cards} into its action deck</source>
        <translation>O AutoMarte embaralha {cards} no seu baralho de ações</translation>
    </message>
    <message>
        <source>AutoMars spends 5 of the resources in its {colony} area: its {track} advances</source>
        <translation>O AutoMarte gasta 5 dos recursos da sua área {colony}: a sua {track} avança</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars still had %n card(s) in its action deck; they are shuffled in</source>
        <translation>
            <numerusform>O AutoMarte ainda tinha %n carta no baralho de ação; ela é embaralhada junto</numerusform>
            <numerusform>O AutoMarte ainda tinha %n cartas no baralho de ação; elas são embaralhadas junto</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars stores {amount:floater} ({before} → {after})</source>
        <translation>O AutoMarte guarda {amount:floater} ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars takes a Failed Action ({reason}): +{amount} M€</source>
        <translation>O AutoMarte realiza uma Ação Falha ({reason}): +{amount} M$</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars takes its turn (%n card(s) left in its action deck)</source>
        <translation>
            <numerusform>O AutoMarte joga seu turno (resta %n carta no baralho de ação)</numerusform>
            <numerusform>O AutoMarte joga seu turno (restam %n cartas no baralho de ação)</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars trades with {colony}, whose marker is the furthest along among the open tiles (step {position})</source>
        <translation>O AutoMarte negocia com {colony}, cujo marcador está mais avançado entre as peças abertas (nível {position})</translation>
    </message>
    <message>
        <source>AutoMars&apos;s counter on the {track} moves back from {before} to {after} (production of {resource} lowered)</source>
        <translation>O contador do AutoMarte na {track} recua de {before} para {after} (redução da produção de {resource})</translation>
    </message>
    <message>
        <source>Build, Build, Build: nothing to build; the card goes back into the bonus deck</source>
        <translation>Construir, Construir, Construir: nada a construir; a carta volta para o baralho bônus</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>trilha de Construção</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Reivindicar Marco</translation>
    </message>
    <message>
        <source>Corporate Competition: AutoMars improves its {award} standing (margin {margin})</source>
        <translation>Competição Corporativa: o AutoMarte melhora sua posição em {award} (margem {margin})</translation>
    </message>
    <message>
        <source>Diversification: AutoMars advances its least advanced track, the {track}</source>
        <translation>Diversificação: o AutoMarte avança sua trilha menos avançada, a {track}</translation>
    </message>
    <message>
        <source>Earth track</source>
        <translation>trilha da Terra</translation>
    </message>
    <message>
        <source>Easy: AutoMars ignores the Advance Counter icon on space {position} of the {track}</source>
        <translation>Fácil: o AutoMarte ignora a ação Avançar Contador do espaço {position} da {track}</translation>
    </message>
    <message>
        <source>Energy track</source>
        <translation>trilha de Energia</translation>
    </message>
    <message>
        <source>Europa&apos;s colony bonus: AutoMars gains 1 M€</source>
        <translation>Bônus de colônia de Europa: o AutoMarte ganha 1 M€</translation>
    </message>
    <message>
        <source>Europa: AutoMars gains 1 TR instead of storing resources</source>
        <translation>Europa: o AutoMarte ganha 1 TR em vez de guardar recursos</translation>
    </message>
    <message>
        <source>Europa: AutoMars places an ocean instead of storing resources</source>
        <translation>Europa: o AutoMarte coloca um oceano em vez de guardar recursos</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>trilha de Evento</translation>
    </message>
    <message>
        <source>Final greenery: AutoMars&apos;s {track} reaches a greenery</source>
        <translation>Vegetação final: a {track} do AutoMarte alcança uma vegetação</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financiar um Prêmio</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n TR</source>
        <translation>
            <numerusform>Ganhar %n IT</numerusform>
            <numerusform>Ganhar %n IT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n floater(s)</source>
        <translation>
            <numerusform>Ganhar %n flutuador</numerusform>
            <numerusform>Ganhar %n flutuadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Generation {generation} reached: AutoMars wins</source>
        <translation>Geração {generation} alcançada: o AutoMarte vence</translation>
    </message>
    <message>
        <source>Hard: AutoMars pays 8 M€ to claim the {milestone} milestone</source>
        <translation>Difícil: o AutoMarte paga 8 M$ para reivindicar o marco {milestone}</translation>
    </message>
    <message>
        <source>Hoverlord can no longer be claimed: AutoMars spends {amount:floater} ({before} → {after}) for one more card</source>
        <translation>O Aeroproprietário não pode mais ser reivindicado: o AutoMarte gasta {amount:floater} ({before} → {after}) por uma carta a mais</translation>
    </message>
    <message>
        <source>Interface Hyperlink: AutoMars draws {count:project_card} and keeps {cards}</source>
        <translation>Hiperlink de Interface: o AutoMarte pega {count:project_card} e fica com {cards}</translation>
    </message>
    <message>
        <source>Invasive Species: you remove your most valuable animal or microbe, if you can</source>
        <translation>Espécies Invasivas: você remove seu animal ou micróbio mais valioso, se puder</translation>
    </message>
    <message>
        <source>Investors (even generation): AutoMars advances the {track}</source>
        <translation>Investidores (geração par): o AutoMarte avança a {track}</translation>
    </message>
    <message>
        <source>Investors (odd generation): AutoMars gains as many M€ as the position of its least advanced track, the {track}</source>
        <translation>Investidores (geração ímpar): o AutoMarte ganha tantos M$ quanto a posição de sua trilha menos avançada, a {track}</translation>
    </message>
    <message>
        <source>Investors: AutoMars&apos;s most advanced track, the {track}, moves back one space</source>
        <translation>Investidores: a trilha mais avançada do AutoMarte, a {track}, recua um espaço</translation>
    </message>
    <message>
        <source>Meteor Shower: you lose {amount:plants}</source>
        <translation>Chuva de Meteoros: você perde {amount:plants}</translation>
    </message>
    <message>
        <source>Meteor Shower: your plants are protected</source>
        <translation>Chuva de Meteoros: suas plantas estão protegidas</translation>
    </message>
    <message>
        <source>No project card is left for AutoMars to draw</source>
        <translation>Não há mais cartas de projeto para o AutoMarte pegar</translation>
    </message>
    <message>
        <source>Outer System Foothold: AutoMars discards the bonus card {card} without resolving it</source>
        <translation>Base no Sistema Exterior: o AutoMarte descarta a carta bônus {card} sem resolvê-la</translation>
    </message>
    <message>
        <source>Oxygen bonus at 8 %: AutoMars raises the temperature</source>
        <translation>Bônus de oxigênio em 8 %: o AutoMarte aumenta a temperatura</translation>
    </message>
    <message>
        <source>Oxygen is already at its maximum: no oxygen step, no TR</source>
        <translation>O oxigênio já está no máximo: nenhum nível de oxigênio, nenhum IT</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Colocar uma Cidade</translation>
    </message>
    <message>
        <source>Place a Colony</source>
        <translation>Colocar uma Colônia</translation>
    </message>
    <message>
        <source>Place a Greenery (and raise the oxygen)</source>
        <translation>Colocar uma Vegetação (+ Aumentar o Oxigênio)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Colocar um Oceano</translation>
    </message>
    <message>
        <source>Placement bonus on {space}: {oceans:adjacent_ocean} and {icons:bonus_icon} give AutoMars {amount} M€</source>
        <translation>Bônus de colocação na {space}: {oceans:adjacent_ocean} e {icons:bonus_icon} dão {amount} M$ ao AutoMarte</translation>
    </message>
    <message>
        <source>Plant track</source>
        <translation>trilha de Planta</translation>
    </message>
    <message numerus="yes">
        <source>Raise Temperature %n step(s)</source>
        <translation>
            <numerusform>Aumentar Temperatura (%n nível)</numerusform>
            <numerusform>Aumentar Temperatura (%n níveis)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise Venus %n step(s)</source>
        <translation>
            <numerusform>Aumentar Vênus (%n nível)</numerusform>
            <numerusform>Aumentar Vênus (%n níveis)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rapid Sprouting: a plant grows on the corporation card</source>
        <translation>Brotação Rápida: uma planta cresce na carta de corporação</translation>
    </message>
    <message>
        <source>Rapid Sprouting: the plant becomes a greenery</source>
        <translation>Brotação Rápida: a planta se torna uma vegetação</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>trilha de Ciência</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>trilha Espacial</translation>
    </message>
    <message>
        <source>Space {position} of the {track} was already reached before: its icon does not act again</source>
        <translation>O espaço {position} da {track} já tinha sido alcançado: sua ação não se repete</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: AutoMars&apos;s second trade fleet joins the Trade Fleets tile</source>
        <translation>Espaço {position} da {track}: a segunda frota comercial do AutoMarte entra na peça de Frotas Comerciais</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: {icon}</source>
        <translation>Espaço {position} da {track}: {icon}</translation>
    </message>
    <message>
        <source>Supply and Demand: the corporation card is empty; the {track} advances</source>
        <translation>Oferta e Demanda: a carta de corporação está vazia; a {track} avança</translation>
    </message>
    <message>
        <source>Temperature bonus at 0 °C: AutoMars places an ocean</source>
        <translation>Bônus de temperatura em 0 °C: o AutoMarte coloca um oceano</translation>
    </message>
    <message>
        <source>Temperature bonus at {temperature} °C: AutoMars gains 2 M€</source>
        <translation>Bônus de temperatura em {temperature} °C: o AutoMarte ganha 2 M$</translation>
    </message>
    <message>
        <source>The bonus card {card} goes to the bonus discard pile</source>
        <translation>A carta bônus {card} vai para a pilha de descarte de cartas bônus</translation>
    </message>
    <message>
        <source>The bonus card {card} is destroyed</source>
        <translation>A carta bônus {card} é destruída</translation>
    </message>
    <message>
        <source>The bonus card {card} is set aside until the next generation</source>
        <translation>A carta bônus {card} fica de lado até a próxima geração</translation>
    </message>
    <message>
        <source>The project deck is empty: AutoMars picks {colony} at random</source>
        <translation>O baralho de projetos está vazio: o AutoMarte escolhe {colony} ao acaso</translation>
    </message>
    <message>
        <source>The {tag} tag moves AutoMars&apos;s counter on the {track} from {before} to {after}</source>
        <translation>O ícone {tag} avança o contador do AutoMarte na {track} de {before} para {after}</translation>
    </message>
    <message>
        <source>Venus bonus at 16 %: AutoMars gains 1 TR more</source>
        <translation>Bônus de Vênus em 16 %: o AutoMarte ganha 1 TR a mais</translation>
    </message>
    <message>
        <source>Venus is at its maximum</source>
        <translation>Vênus está no máximo</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>trilha de Vênus</translation>
    </message>
    <message>
        <source>Venusian Lobby: AutoMars raises Venus 1 step and advances its Venus track</source>
        <translation>Lobby Venusiano: o AutoMarte aumenta Vênus em 1 nível e avança sua trilha de Vênus</translation>
    </message>
    <message>
        <source>Venusian Lobby: Venus is at 30 % and cannot rise</source>
        <translation>Lobby Venusiano: Vênus está em 30 % e não pode subir</translation>
    </message>
    <message>
        <source>Venusian Lobby: then AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>Lobby Venusiano: depois o AutoMarte aumenta em 1 nível o parâmetro de Marte mais distante do máximo</translation>
    </message>
    <message>
        <source>Wild tag: AutoMars advances its least advanced track, the {track}</source>
        <translation>Ícone curinga: o AutoMarte avança sua trilha menos avançada, a {track}</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars</source>
        <translation>Você remove {amount} M$ do AutoMarte</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Você remove {amount} M$ do AutoMarte (no lugar de {resource})</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars</source>
        <translation>Você rouba {amount} M$ do AutoMarte</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Você rouba {amount} M$ do AutoMarte (no lugar de {resource})</translation>
    </message>
    <message>
        <source>You take {amount:resource} from the {colony} area of AutoMars&apos;s shipping board</source>
        <translation>Você tira {amount:resource} da área {colony} do tabuleiro de transporte do AutoMarte</translation>
    </message>
    <message>
        <source>all oceans are placed</source>
        <translation>todos os oceanos foram colocados</translation>
    </message>
    <message>
        <source>no award can be funded</source>
        <translation>nenhum prêmio pode ser financiado</translation>
    </message>
    <message>
        <source>no colony tile has room for a colony of AutoMars</source>
        <translation>nenhuma peça de colônia tem lugar para uma colônia do AutoMarte</translation>
    </message>
    <message>
        <source>no legal city space</source>
        <translation>nenhuma área válida para cidade</translation>
    </message>
    <message>
        <source>no legal greenery space</source>
        <translation>nenhuma área válida para vegetação</translation>
    </message>
    <message>
        <source>no milestone can be claimed</source>
        <translation>nenhum marco pode ser reivindicado</translation>
    </message>
    <message>
        <source>option (a), AutoMars claims a milestone</source>
        <translation>opção (a), o AutoMarte reivindica um marco</translation>
    </message>
    <message>
        <source>option (a), AutoMars places a city next to one of your greeneries</source>
        <translation>opção (a), o AutoMarte coloca uma cidade adjacente a uma de suas vegetações</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>opção (a), o AutoMarte aumenta em 1 nível o parâmetro de Marte mais distante do máximo</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the temperature 2 steps</source>
        <translation>opção (a), o AutoMarte aumenta a temperatura em 2 níveis</translation>
    </message>
    <message>
        <source>option (b), AutoMars funds an award</source>
        <translation>opção (b), o AutoMarte financia um prêmio</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a greenery and raises the oxygen</source>
        <translation>opção (b), o AutoMarte coloca uma vegetação e aumenta o oxigênio</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a special tile next to one of your cities</source>
        <translation>opção (b), o AutoMarte coloca um tile especial adjacente a uma de suas cidades</translation>
    </message>
    <message>
        <source>option (b), AutoMars raises Venus 1 step</source>
        <translation>opção (b), o AutoMarte aumenta Vênus em 1 nível</translation>
    </message>
    <message>
        <source>option (c), AutoMars gains 5 M€</source>
        <translation>opção (c), o AutoMarte ganha 5 M$</translation>
    </message>
    <message>
        <source>option (c), AutoMars places an ocean next to 2 or more oceans</source>
        <translation>opção (c), o AutoMarte coloca um oceano adjacente a 2 ou mais oceanos</translation>
    </message>
    <message>
        <source>option (c), AutoMars raises Venus 2 steps</source>
        <translation>opção (c), o AutoMarte aumenta Vênus em 2 níveis</translation>
    </message>
    <message>
        <source>option (d), AutoMars raises the global parameter furthest from its maximum one step</source>
        <translation>opção (d), o AutoMarte aumenta em 1 nível o parâmetro global mais distante do máximo</translation>
    </message>
    <message>
        <source>the card has no tag</source>
        <translation>a carta não tem ícone</translation>
    </message>
    <message>
        <source>the temperature is at its maximum</source>
        <translation>a temperatura está no máximo</translation>
    </message>
    <message>
        <source>the track is at its end</source>
        <translation>a trilha chegou ao fim</translation>
    </message>
    <message>
        <source>{card} goes to AutoMars&apos;s played pile</source>
        <translation>A carta {card} vai para o monte de cartas jogadas do AutoMarte</translation>
    </message>
    <message>
        <source>{card} has no effect</source>
        <translation>A carta {card} não tem efeito</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars can improve its standing in none of the funded awards; it draws and resolves the next bonus card instead</source>
        <translation>A carta {card} não tem efeito: o AutoMarte não consegue melhorar sua posição em nenhum dos prêmios financiados; em vez disso, ele pega e resolve a próxima carta bônus</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has no free trade fleet or no colony tile is open to trade</source>
        <translation>{card} não tem efeito: o AutoMarte não tem frota comercial livre ou nenhuma peça de colônia está aberta à negociação</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has {amount} M€ and needs 5 M€; it draws and resolves the next bonus card instead</source>
        <translation>A carta {card} não tem efeito: o AutoMarte tem {amount} M$ e precisa de 5 M$; em vez disso, ele pega e resolve a próxima carta bônus</translation>
    </message>
    <message>
        <source>{card} has no effect: no award is funded yet; AutoMars draws and resolves the next bonus card instead</source>
        <translation>A carta {card} não tem efeito: nenhum prêmio foi financiado ainda; em vez disso, o AutoMarte pega e resolve a próxima carta bônus</translation>
    </message>
    <message>
        <source>{card} leaves AutoMars&apos;s played pile and the game</source>
        <translation>A carta {card} sai do monte de cartas jogadas do AutoMarte e do jogo</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, 3 are already claimed</source>
        <translation>{card}, opção (a): nenhum marco, 3 já foram reivindicados</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, AutoMars meets none of those still unclaimed</source>
        <translation>{card}, opção (a): nenhum marco, o AutoMarte não cumpre nenhum dos que ainda estão livres</translation>
    </message>
    <message>
        <source>{card}, option (a): the temperature ({temperature} °C) is not 1 or 2 steps below a bonus step or its maximum</source>
        <translation>{card}, opção (a): a temperatura ({temperature} °C) não está 1 ou 2 níveis abaixo de um bônus nem do seu máximo</translation>
    </message>
    <message>
        <source>{card}, option (b): no award before generation 6 (this is generation {generation})</source>
        <translation>{card}, opção (b): nenhum prêmio antes da geração 6 (esta é a geração {generation})</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, 3 are already funded</source>
        <translation>{card}, opção (b): nenhum prêmio, 3 já foram financiados</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, AutoMars leads in none of those still unfunded</source>
        <translation>{card}, opção (b): nenhum prêmio, o AutoMarte não lidera nenhum dos que ainda não foram financiados</translation>
    </message>
    <message>
        <source>{card}, option (b): no legal space for a greenery of AutoMars</source>
        <translation>{card}, opção (b): nenhuma área válida para uma vegetação do AutoMarte</translation>
    </message>
    <message>
        <source>{card}, option (b): the oxygen ({value} %) is not 1 or 2 steps below 8 % or 14 %</source>
        <translation>{card}, opção (b): o oxigênio ({value} %) não está 1 ou 2 níveis abaixo de 8 % nem de 14 %</translation>
    </message>
    <message>
        <source>{card}, option (c): Venus ({value} %) is not 1 or 2 steps below 8 %, 16 % or 30 %</source>
        <translation>{card}, opção (c): Vênus ({value} %) não está 1 ou 2 níveis abaixo de 8 %, de 16 % nem de 30 %</translation>
    </message>
    <message>
        <source>{card}, option (c): all the oceans are placed</source>
        <translation>{card}, opção (c): todos os oceanos já foram colocados</translation>
    </message>
    <message>
        <source>{card}, option (c): no free ocean space touches 2 or more oceans</source>
        <translation>{card}, opção (c): nenhuma área de oceano livre é adjacente a 2 ou mais oceanos</translation>
    </message>
    <message>
        <source>{card}: AutoMars gains no TR and no M€ from what it does</source>
        <translation>{card}: o AutoMarte não ganha TR nem M$ com o que ela faz</translation>
    </message>
    <message>
        <source>{card}: no city space touches 2 greenery or ocean tiles, and AutoMars has at most one colony: it builds one</source>
        <translation>{card}: nenhum espaço de cidade toca 2 peças de vegetação ou oceano, e o AutoMarte tem no máximo uma colônia: ele constrói uma</translation>
    </message>
    <message>
        <source>{card}: {option}</source>
        <translation>{card}: {option}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars builds on {space}, the space it marked, and gains {amount} M€</source>
        <translation>{corporation}: o AutoMarte constrói na {space}, que ele havia marcado, e ganha {amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars discards {card}, a card with the fewest tags, from its action deck</source>
        <translation>{corporation}: o AutoMarte descarta {card}, uma carta com menos ícones, de seu baralho de ação</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars draws {card} and resolves only its first tag</source>
        <translation>{corporation}: o AutoMarte compra {card} e resolve apenas seu primeiro ícone</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains a floater</source>
        <translation>{corporation}: o AutoMarte ganha um flutuador</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for advancing on the {track}</source>
        <translation>{corporation}: o AutoMarte ganha {amount} M$ por avançar na {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for the {tag} tag</source>
        <translation>{corporation}: o AutoMarte ganha {amount} M$ pelo ícone {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for {card}</source>
        <translation>{corporation}: o AutoMarte ganha {amount} M$ por {card}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} TR for a card with a {tag} tag</source>
        <translation>{corporation}: o AutoMarte ganha {amount} IT por uma carta com ícone {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars placed a city; its {track} advances</source>
        <translation>{corporation}: o AutoMarte colocou uma cidade; sua {track} avança</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars puts a player marker on {space}; only AutoMars may build there</source>
        <translation>{corporation}: o AutoMarte coloca um marcador pessoal na {space}; só o AutoMarte pode construir ali</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the black cube on space {position} of the {track}</source>
        <translation>{corporation}: o AutoMarte alcança o cubo preto no espaço {position} da {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the silver cube on space {position} of the {track} and takes it as M€</source>
        <translation>{corporation}: o AutoMarte alcança o cubo de prata no espaço {position} da {track} e o recebe como M$</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the white cube on space {position} of the {track}</source>
        <translation>{corporation}: o AutoMarte alcança o cubo branco no espaço {position} da {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars resolves its starting icon {tag}</source>
        <translation>{corporation}: o AutoMarte resolve seu ícone inicial {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reveals {card} and discards it</source>
        <translation>{corporation}: o AutoMarte revela {card} e a descarta</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spends the resources on its card to advance its {track}</source>
        <translation>{corporation}: o AutoMarte gasta os recursos da carta para avançar sua {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spent floaters for a card; it raises the temperature</source>
        <translation>{corporation}: o AutoMarte gastou flutuadores por uma carta; ele aumenta a temperatura</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars&apos;s action deck takes {count:project_card} more</source>
        <translation>{corporation}: o baralho de ação do AutoMarte recebe mais {count:project_card}</translation>
    </message>
    <message>
        <source>{corporation}: Venus has risen one step; AutoMars gains {amount} M€</source>
        <translation>{corporation}: Vênus subiu 1 nível; o AutoMarte ganha {amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: a black cube goes on the corporation card</source>
        <translation>{corporation}: um cubo preto vai para a carta de corporação</translation>
    </message>
    <message>
        <source>{corporation}: a colony was built; AutoMars advances its least advanced track, the {track}</source>
        <translation>{corporation}: uma colônia foi construída; o AutoMarte avança a sua trilha menos avançada, a {track}</translation>
    </message>
    <message>
        <source>{corporation}: a white and a black cube on the card are removed; AutoMars raises the temperature</source>
        <translation>{corporation}: um cubo branco e um preto saem da carta; o AutoMarte aumenta a temperatura</translation>
    </message>
    <message>
        <source>{corporation}: a white cube goes on the corporation card</source>
        <translation>{corporation}: um cubo branco vai para a carta de corporação</translation>
    </message>
    <message>
        <source>{corporation}: an ocean was placed; the cube leaves the card and the {track} advances</source>
        <translation>{corporation}: um oceano foi colocado; o cubo sai da carta e a {track} avança</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is set aside by the corporation card</source>
        <translation>{corporation}: a carta bônus {card} é separada pela carta de corporação</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is shuffled into AutoMars&apos;s action deck</source>
        <translation>{corporation}: a carta bônus {card} é embaralhada no baralho de ação do AutoMarte</translation>
    </message>
    <message>
        <source>{corporation}: instead of placing an ocean, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: em vez de colocar um oceano, o AutoMarte gasta seu cubo: +{tr} IT, +{amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the oxygen, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: em vez de aumentar o oxigênio, o AutoMarte gasta seu cubo: +{tr} IT, +{amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the temperature, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: em vez de aumentar a temperatura, o AutoMarte gasta seu cubo: +{tr} IT, +{amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: the card is empty; {amount} M€ go back on it and the {track} advances</source>
        <translation>{corporation}: a carta está vazia; {amount} M$ voltam para ela e a {track} avança</translation>
    </message>
    <message>
        <source>{corporation}: the counter on the {track} reached space {position}; it moves one more space</source>
        <translation>{corporation}: o contador da {track} alcançou o espaço {position}; ele avança mais um espaço</translation>
    </message>
    <message>
        <source>{corporation}: the cube replaces the icon of space {position} of the {track}</source>
        <translation>{corporation}: o cubo substitui o ícone do espaço {position} da {track}</translation>
    </message>
    <message>
        <source>{corporation}: the white cube leaves the corporation card</source>
        <translation>{corporation}: o cubo branco sai da carta de corporação</translation>
    </message>
    <message>
        <source>{corporation}: the {tag} tag advances AutoMars&apos;s {track}</source>
        <translation>{corporation}: o ícone {tag} avança a {track} do AutoMarte</translation>
    </message>
    <message>
        <source>{corporation}: this step cannot be done; nothing happens</source>
        <translation>{corporation}: este passo não pode ser feito; nada acontece</translation>
    </message>
    <message>
        <source>{corporation}: you placed a city; AutoMars gains {amount} M€</source>
        <translation>{corporation}: você colocou uma cidade; o AutoMarte ganha {amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars gains {amount} M€ and you gain {human_amount} M€</source>
        <translation>{corporation}: sua carta {card} tem um ícone {tag}; o AutoMarte ganha {amount} M$ e você ganha {human_amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars loses up to {amount} M€</source>
        <translation>{corporation}: sua carta {card} tem um ícone {tag}; o AutoMarte perde até {amount} M$</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars&apos;s {track} advances</source>
        <translation>{corporation}: sua carta {card} tem um ícone {tag}; a {track} do AutoMarte avança</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} placed on the corporation card ({before} → {after})</source>
        <translation>{corporation}: +{amount:resource} na carta de corporação ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} taken from the corporation card ({before} → {after})</source>
        <translation>{corporation}: −{amount:resource} da carta de corporação ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {card} has no tag; AutoMars gains {amount} M€ instead of a Failed Action</source>
        <translation>{corporation}: {card} não tem ícone; o AutoMarte ganha {amount} M$ em vez de uma Ação Falha</translation>
    </message>
    <message>
        <source>{corporation}: {card} is shuffled into the bonus deck</source>
        <translation>{corporation}: a carta {card} é embaralhada no baralho bônus</translation>
    </message>
    <message>
        <source>{corporation}: {colony} joins the colony tiles in play</source>
        <translation>{corporation}: a peça {colony} entra entre as peças de colônia em jogo</translation>
    </message>
    <message>
        <source>{corporation}: {count} new borders between your tiles and AutoMars&apos;s tiles</source>
        <translation>{corporation}: {count} novas fronteiras entre seus tiles e os tiles do AutoMarte</translation>
    </message>
    <message>
        <source>{count:tied_space} and the project deck is empty: AutoMars picks {space} at random</source>
        <translation>{count:tied_space} e o baralho de projetos está vazio: o AutoMarte escolhe a {space} ao acaso</translation>
    </message>
    <message>
        <source>{count:tied_space}: AutoMars reveals {card}, counts its cost ({cost}) through the tied spaces and takes {space}</source>
        <translation>{count:tied_space}: o AutoMarte revela {card}, conta seu custo ({cost}) pelas áreas empatadas e fica com a {space}</translation>
    </message>
</context>
<context>
    <name>AutoMarsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no tag moves its counter</source>
        <translation>%1: nenhum ícone avança seu contador</translation>
    </message>
    <message>
        <source>%1: not used (its floaters are kept with Venus Next)</source>
        <translation>%1: não usada (os flutuadores ficam com Venus Next)</translation>
    </message>
    <message>
        <source>%1: stores nothing (a colony places an ocean, a trade gives 1 TR)</source>
        <translation>%1: não guarda nada (uma colônia coloca um oceano, uma negociação dá 1 IT)</translation>
    </message>
    <message>
        <source>%1: the %2 tag moves its counter</source>
        <translation>%1: o ícone %2 avança seu contador</translation>
    </message>
    <message>
        <source>%1: the %2 tags move its counter</source>
        <translation>%1: os ícones %2 avançam seu contador</translation>
    </message>
    <message>
        <source>A black cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Um cubo preto da corporação do AutoMarte espera aqui (veja a carta dela)</translation>
    </message>
    <message>
        <source>A colony AutoMars builds puts 2 resources in that tile&apos;s area, a trade 2 (for 1 M€), a colony bonus 1. During its turn an area with 5 or more gives back 5 and advances the track of its tag.</source>
        <translation>Uma colônia que o AutoMarte constrói põe 2 recursos na área dessa peça, uma negociação 2 (por 1 M$), um bônus de colônia 1. Durante o turno dele, uma área com 5 ou mais devolve 5 e avança a trilha do seu símbolo.</translation>
    </message>
    <message>
        <source>A silver cube of AutoMars&apos;s corporation waits here: 5 M€ for AutoMars</source>
        <translation>Um cubo de prata da corporação do AutoMarte espera aqui: 5 M$ para o AutoMarte</translation>
    </message>
    <message>
        <source>A white cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Um cubo branco da corporação do AutoMarte espera aqui (veja a carta dela)</translation>
    </message>
    <message>
        <source>Action deck: %1 · bonus deck: %2 · destroyed bonus cards: %3</source>
        <translation>Baralho de ação: %1 · baralho bônus: %2 · cartas bônus destruídas: %3</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMarte</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Mais rápido</translation>
    </message>
    <message>
        <source>Ignored in this game: its expansion is not in play (no Failed Action).</source>
        <translation>Ignorado nesta partida: sua expansão está fora de jogo (sem Ação Falha).</translation>
    </message>
    <message>
        <source>Its colonies: %1 (drawn on the colony tiles)</source>
        <translation>Colônias dele: %1 (desenhadas nas peças de colônia)</translation>
    </message>
    <message>
        <source>On the card: %1</source>
        <translation>Na carta: %1</translation>
    </message>
    <message>
        <source>Open AutoMars&apos;s tracks at full size; hover a space to see what it does</source>
        <translation>Abre as trilhas do AutoMarte em tamanho grande; passe o mouse sobre um espaço para ver o que ele faz</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Paused:</source>
        <translation>Pausado:</translation>
    </message>
    <message>
        <source>Paused: press again to go on telling AutoMars&apos;s turn by itself</source>
        <translation>Pausado: clique de novo para o turno do AutoMarte continuar sozinho</translation>
    </message>
    <message>
        <source>Replay AutoMars&apos;s turns three times as fast</source>
        <translation>Repetir os turnos do AutoMarte três vezes mais rápido</translation>
    </message>
    <message>
        <source>Shipping board (5 resources in an area advance its track 1 step):</source>
        <translation>Tabuleiro de transporte (5 recursos numa área avançam sua trilha 1 espaço):</translation>
    </message>
    <message>
        <source>Show AutoMars&apos;s board</source>
        <translation>Ver o tabuleiro do AutoMarte</translation>
    </message>
    <message>
        <source>Show the next line of AutoMars&apos;s turn</source>
        <translation>Mostrar a próxima linha do turno do AutoMarte</translation>
    </message>
    <message>
        <source>Show the project cards AutoMars has resolved and its bonus cards out of the deck</source>
        <translation>Mostrar as cartas de projeto que o AutoMarte resolveu e suas cartas bônus fora do baralho</translation>
    </message>
    <message>
        <source>Show the rest of AutoMars&apos;s turn at once</source>
        <translation>Mostrar de uma vez o resto do turno do AutoMarte</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>Space %1 of the %2: no icon</source>
        <translation>Espaço %1 da %2: sem ação</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Stop the replay here; Step shows the next line</source>
        <translation>Parar a repetição aqui; Passo mostra a próxima linha</translation>
    </message>
    <message>
        <source>TR %1 · %2 M€</source>
        <translation>IT %1 · %2 M$</translation>
    </message>
    <message>
        <source>Trade fleets available: %1 of %2</source>
        <translation>Frotas comerciais disponíveis: %1 de %2</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>Aguardando sua jogada.</translation>
    </message>
    <message>
        <source>black cubes</source>
        <translation>cubos pretos</translation>
    </message>
    <message>
        <source>selection priority: %1</source>
        <translation>prioridade de seleção: %1</translation>
    </message>
    <message>
        <source>starting tags: %1</source>
        <translation>ícones iniciais: %1</translation>
    </message>
    <message>
        <source>the second waits on space %1 of the %2 ◆</source>
        <translation>a segunda espera no espaço %1 da %2 ◆</translation>
    </message>
    <message>
        <source>white cubes</source>
        <translation>cubos brancos</translation>
    </message>
    <message>
        <source>◆ One reading: Pluto&apos;s area advances the Science track (one AutoMars edition reads it from the printed board; the other infers the Event track).</source>
        <translation>◆ Uma leitura: a área de Plutão avança a trilha de Ciência (uma edição do AutoMarte a lê no tabuleiro impresso; a outra deduz a trilha de Evento).</translation>
    </message>
    <message>
        <source>◆ One reading: the second trade fleet is unlocked when the counter enters space 9 of the Event track (one AutoMars edition quotes the rulebook&apos;s credits track; the other puts it on the Energy track).</source>
        <translation>◆ Uma leitura: a segunda frota comercial é liberada quando o contador entra no espaço 9 da trilha de Evento (uma edição do AutoMarte cita a trilha de créditos do livro de regras; a outra a põe na trilha de Energia).</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonus</name>
    <message>
        <source>Build, Build, Build</source>
        <translation>Construir, Construir, Construir</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Competição Corporativa</translation>
    </message>
    <message>
        <source>Diversification</source>
        <translation>Diversificação</translation>
    </message>
    <message>
        <source>Do It Right</source>
        <translation>Faça Certo</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construção Acelerada</translation>
    </message>
    <message>
        <source>Extended Shipping Lines</source>
        <translation>Linhas de Navegação Estendidas</translation>
    </message>
    <message>
        <source>Government Intervention</source>
        <translation>Intervenção Governamental</translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation>Subsídio Governamental</translation>
    </message>
    <message>
        <source>Interface Hyperlink</source>
        <translation>Hiperlink de Interface</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Espécies Invasivas</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Investidores</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobistas</translation>
    </message>
    <message>
        <source>Lobbyists (Venus Next version)</source>
        <translation>Lobistas (versão Venus Next)</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Implementação Neural Local</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Chuva de Meteoros</translation>
    </message>
    <message>
        <source>Outer System Foothold</source>
        <translation>Base no Sistema Exterior</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Superação</translation>
    </message>
    <message>
        <source>Rapid Sprouting</source>
        <translation>Brotação Rápida</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Pesquisa e Desenvolvimento</translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation>Colonos</translation>
    </message>
    <message>
        <source>Shipping Lines</source>
        <translation>Linhas de Navegação</translation>
    </message>
    <message>
        <source>Supply and Demand</source>
        <translation>Oferta e Demanda</translation>
    </message>
    <message>
        <source>Venusian Lobby</source>
        <translation>Lobby Venusiano</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonusText</name>
    <message>
        <source>(a) AutoMars places a city next to one of your greeneries and loses 5 M€; (b) otherwise it places the special tile of a card of its played pile next to one of your cities (that card leaves the game) and loses 3 M€; (c) otherwise it gains 3 M€ and the card goes back into the bonus deck.</source>
        <translation>(a) O AutoMarte coloca uma cidade adjacente a uma de suas vegetações e perde 5 M$; (b) senão, coloca o tile especial de uma carta do seu monte de cartas jogadas adjacente a uma de suas cidades (essa carta sai do jogo) e perde 3 M$; (c) senão, ganha 3 M$ e a carta volta para o baralho bônus.</translation>
    </message>
    <message>
        <source>A plant on AutoMars&apos;s corporation card becomes a greenery (the oxygen rises 1 step); without a plant, a plant grows on the card.</source>
        <translation>Uma planta na carta de corporação do AutoMarte vira uma vegetação (o oxigênio sobe 1 nível); sem planta, uma planta cresce na carta.</translation>
    </message>
    <message>
        <source>AutoMars advances its least advanced track, then loses 4 M€ if it has them.</source>
        <translation>O AutoMarte avança sua trilha menos avançada e depois perde 4 M$, se os tiver.</translation>
    </message>
    <message>
        <source>AutoMars draws as many project cards as the position of its Energy track (at least 2), resolves 2 of them and discards the others. The card is destroyed.</source>
        <translation>O AutoMarte pega tantas cartas de projeto quanto a posição da sua trilha de Energia (no mínimo 2), resolve 2 delas e descarta as outras. A carta é destruída.</translation>
    </message>
    <message>
        <source>AutoMars draws the top project card and resolves it as a card of its action deck. The card is discarded.</source>
        <translation>O AutoMarte pega a carta de projeto do topo e a resolve como uma carta do seu baralho de ação. A carta é descartada.</translation>
    </message>
    <message>
        <source>AutoMars gains 1 TR.</source>
        <translation>O AutoMarte ganha 1 IT.</translation>
    </message>
    <message>
        <source>AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Without such a space nothing happens and the card is discarded.</source>
        <translation>O AutoMarte coloca uma cidade na área válida adjacente ao maior número de tiles de vegetação e de oceano (2 ou mais) e a carta é destruída. Sem uma área assim, nada acontece e a carta é descartada.</translation>
    </message>
    <message>
        <source>AutoMars places the Neural Instance tile on a land space away from every tile, from the edge of the map and from reserved spaces; at the end it scores 1 VP for each neighbouring space you do not occupy. Without such a space AutoMars resolves a project card instead. The card is destroyed.</source>
        <translation>O AutoMarte coloca o tile de Implementação Neural numa área de terra longe de todos os tiles, da borda do mapa e das áreas reservadas; no final, ele vale 1 PV para cada área vizinha que você não ocupa. Sem uma área assim, o AutoMarte resolve uma carta de projeto. A carta é destruída.</translation>
    </message>
    <message>
        <source>AutoMars puts a player marker on a free land space that is not reserved; only AutoMars may build there.</source>
        <translation>O AutoMarte coloca um marcador pessoal numa área de terra livre e não reservada; só o AutoMarte pode construir ali.</translation>
    </message>
    <message>
        <source>AutoMars raises Venus 1 step (if it can) and advances its Venus track; then it raises the parameter of Mars furthest from its maximum one step. The card is discarded.</source>
        <translation>O AutoMarte aumenta Vênus em 1 nível (se puder) e avança sua trilha de Vênus; depois aumenta em 1 nível o parâmetro de Marte mais distante do máximo. A carta é descartada.</translation>
    </message>
    <message>
        <source>AutoMars takes 3 M€ from its corporation card (what is left, if less); from an empty card, its Energy track advances instead.</source>
        <translation>O AutoMarte tira 3 M$ da sua carta de corporação (o que sobrar, se for menos); se a carta estiver vazia, sua trilha de Energia avança.</translation>
    </message>
    <message>
        <source>Colonies, from generation 2: AutoMars loses 1 M€ and trades with the open colony tile whose marker is furthest along (ties: one with its colony, then a revealed card&apos;s cost); 2 resources go to its shipping board, your colonies there get their bonus. The card goes back beside its board.</source>
        <translation>Colônias, a partir da geração 2: o AutoMarte perde 1 M€ e negocia com a peça de colônia aberta cujo marcador está mais avançado (empates: uma com a colônia dele, depois o custo de uma carta revelada); 2 recursos vão para o seu tabuleiro de transporte, as suas colônias ali recebem o bônus. A carta volta para o lado do tabuleiro dele.</translation>
    </message>
    <message>
        <source>Colonies, instead of B05: AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Otherwise, with at most one colony, it builds one on a tile picked by a revealed card&apos;s cost and stores 2 resources there; the card is discarded.</source>
        <translation>Colônias, em vez da B05: o AutoMarte coloca uma cidade na área legal que toca mais peças de vegetação e oceano (2 ou mais) e a carta é destruída. Senão, com no máximo uma colônia, ele constrói uma numa peça escolhida pelo custo de uma carta revelada e guarda 2 recursos ali; a carta é descartada.</translation>
    </message>
    <message>
        <source>Colonies, once its second trade fleet is unlocked: a second trade, as Shipping Lines (B19).</source>
        <translation>Colônias, depois que a segunda frota comercial é liberada: uma segunda negociação, como Linhas de Navegação (B19).</translation>
    </message>
    <message>
        <source>Colonies: AutoMars builds a colony on a tile picked by a revealed card&apos;s cost and stores 2 resources there, then discards the top bonus card without resolving it. The card is discarded.</source>
        <translation>Colônias: o AutoMarte constrói uma colônia numa peça escolhida pelo custo de uma carta revelada e guarda 2 recursos ali, depois descarta a carta bônus do topo sem resolvê-la. A carta é descartada.</translation>
    </message>
    <message>
        <source>In an even generation AutoMars advances its least advanced track and moves its most advanced one back; in an odd generation it gains as many M€ as the position of its least advanced track.</source>
        <translation>Numa geração par, o AutoMarte avança sua trilha menos avançada e recua a mais avançada; numa geração ímpar, ganha tantos M$ quanto a posição da sua trilha menos avançada.</translation>
    </message>
    <message>
        <source>Options (a), (b) and (c) of Lobbyists: the first that can be done; otherwise nothing. Never destroyed.</source>
        <translation>Opções (a), (b) e (c) de Lobistas: a primeira que puder ser feita; senão, nada. Nunca é destruída.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) AutoMars claims a milestone for free; (b) from generation 6, it funds for free the award in which it leads you the most; after (a) or (b) the card is destroyed. (c) Otherwise AutoMars gains 5 M€ and the card is discarded.</source>
        <translation>A primeira opção que puder ser feita: (a) o AutoMarte reivindica um marco de graça; (b) a partir da geração 6, financia de graça o prêmio em que mais lidera sobre você; depois de (a) ou (b) a carta é destruída. (c) Senão, o AutoMarte ganha 5 M$ e a carta é descartada.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; (c) AutoMars places an ocean on a space that touches 2 or more oceans. After (a), (b) or (c) the card is destroyed. (d) Otherwise the global parameter furthest from its goal rises 1 step and the card is discarded.</source>
        <translation>A primeira opção que puder ser feita: (a) a temperatura está 1 ou 2 níveis abaixo de um bônus ou do seu máximo: ela sobe 2 níveis; (b) o oxigênio está 1 ou 2 níveis abaixo de 8 % ou de 14 %: o AutoMarte coloca uma vegetação e aumenta o oxigênio em mais 1 nível; (c) o AutoMarte coloca um oceano numa área adjacente a 2 ou mais oceanos. Depois de (a), (b) ou (c) a carta é destruída. (d) Senão, o parâmetro global mais longe da sua meta sobe 1 nível e a carta é descartada.</translation>
    </message>
    <message>
        <source>Venus Next&apos;s Lobbyists, the first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; after (a) or (b) the card is destroyed. (c) Venus is 1 or 2 steps below 8 %, 16 % or 30 %: it rises 2 steps. (d) Otherwise AutoMars raises the parameter of Mars furthest from its maximum one step.</source>
        <translation>Lobistas do Venus Next, a primeira opção possível: (a) a temperatura está 1 ou 2 níveis abaixo de um nível de bônus ou do máximo: ela sobe 2 níveis; (b) o oxigênio está 1 ou 2 níveis abaixo de 8 % ou 14 %: o AutoMarte coloca uma vegetação e aumenta o oxigênio em mais 1 nível; depois de (a) ou (b) a carta é destruída. (c) Vênus está 1 ou 2 níveis abaixo de 8 %, 16 % ou 30 %: ela sobe 2 níveis. (d) Senão o AutoMarte aumenta em 1 nível o parâmetro de Marte mais distante do máximo.</translation>
    </message>
    <message>
        <source>Venus Next, in every generation&apos;s action deck: in an even generation, or with Venus at 30 %, AutoMars raises the parameter of Mars furthest from its maximum one step; otherwise it raises Venus 1 step. It gains no TR and no M€ from it. The card is set aside until the next generation.</source>
        <translation>Venus Next, no baralho de ação de cada geração: numa geração par, ou com Vênus em 30 %, o AutoMarte aumenta em 1 nível o parâmetro de Marte mais distante do máximo; senão aumenta Vênus em 1 nível. Ele não ganha TR nem M$ com isso. A carta fica de lado até a próxima geração.</translation>
    </message>
    <message>
        <source>You lose 5 plants (all of them if you have fewer). If you lose 3 or more, or a card protects your plants, the card is destroyed; otherwise it is discarded.</source>
        <translation>Você perde 5 plantas (todas, se tiver menos). Se perder 3 ou mais, ou se uma carta proteger suas plantas, a carta é destruída; senão, é descartada.</translation>
    </message>
    <message>
        <source>You remove your animal or microbe worth the most points, if you have one. AutoMars gains 5 M€ (with Venus Next or Colonies: 2 M€ and 1 floater). The card is discarded.</source>
        <translation>Você remove o seu animal ou micróbio que vale mais pontos, se tiver um. O AutoMarte ganha 5 M€ (com Venus Next ou Colônias: 2 M€ e 1 flutuador). A carta é descartada.</translation>
    </message>
</context>
<context>
    <name>AutoMarsCardsDialog</name>
    <message>
        <source>Bonus cards destroyed</source>
        <translation>Cartas bônus destruídas</translation>
    </message>
    <message>
        <source>Bonus cards in the discard pile</source>
        <translation>Cartas bônus na pilha de descarte</translation>
    </message>
    <message>
        <source>Cards resolved by AutoMars</source>
        <translation>Cartas resolvidas pelo AutoMarte</translation>
    </message>
    <message>
        <source>Project cards resolved</source>
        <translation>Cartas de projeto resolvidas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
</context>
<context>
    <name>AutoMarsCorporation</name>
    <message>
        <source>A corporation makes AutoMars stronger: the rulebook advises lowering its difficulty at first.</source>
        <translation>Uma corporação deixa o AutoMarte mais forte: o livro de regras aconselha diminuir a dificuldade no início.</translation>
    </message>
    <message>
        <source>Before each action phase: Investors (B32) goes into the action deck. B32: in an even generation, advance the least advanced track and move the most advanced one back; in an odd one, gain as many M€ as the least advanced track&apos;s position.</source>
        <translation>Antes de cada fase de ações: Investidores (B32) entra no baralho de ação. B32: em geração par, avance a trilha menos avançada e recue a mais avançada; em geração ímpar, ganhe tantos M$ quanto a posição da trilha menos avançada.</translation>
    </message>
    <message>
        <source>Before each action phase: Rapid Sprouting (B23) goes into the action deck. B23: a plant on this card becomes a greenery (+1 oxygen); otherwise a plant grows here.</source>
        <translation>Antes de cada fase de ações: Brotação Rápida (B23) entra no baralho de ação. B23: uma planta nesta carta vira uma vegetação (+1 oxigênio); senão, uma planta cresce aqui.</translation>
    </message>
    <message>
        <source>Before each action phase: a white cube on this card if there is none. Effect: when AutoMars would raise the temperature or the oxygen or place an ocean, it spends the cube instead: +1 TR and +6 M€, and the parameter does not move.</source>
        <translation>Antes de cada fase de ações: um cubo branco nesta carta, se não houver. Efeito: quando o AutoMarte aumentaria a temperatura ou o oxigênio ou colocaria um oceano, ele gasta o cubo em vez disso: +1 IT e +6 M$, e o parâmetro não se move.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Effect: each card with an action AutoMars resolves gives it a floater; at the end, 1 VP per such card in its played pile.</source>
        <translation>Colônias (ou Venus Next). Efeito: cada carta com uma ação que o AutoMarte resolve lhe dá um flutuador; no fim, 1 PV por carta assim na sua pilha de cartas jogadas.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: a floater with every Failed Action. Before each research phase: a floater.</source>
        <translation>Colônias (ou Venus Next). Preparação: um flutuador. Efeito: um flutuador a cada Ação Falha. Antes de cada fase de pesquisa: um flutuador.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: when AutoMars spends floaters for a card, +1 temperature step. Before each research phase: a floater.</source>
        <translation>Colônias (ou Venus Next). Preparação: um flutuador. Efeito: quando o AutoMarte gasta flutuadores por uma carta, +1 nível de temperatura. Antes de cada fase de pesquisa: um flutuador.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: AutoMars builds a colony. Effect: every colony built, yours or AutoMars&apos;s, advances its least advanced track.</source>
        <translation>Colônias. Preparação: o AutoMarte constrói uma colônia. Efeito: cada colônia construída, sua ou do AutoMarte, avança a trilha menos avançada dele.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: one more colony tile in play. White cubes (Building, Space, Science 3; Energy 3 and 6) and black cubes (Earth 3 and 6, Plant 3 and 6): each advances the Event track when reached.</source>
        <translation>Colônias. Preparação: mais uma peça de colônia em jogo. Cubos brancos (Construção, Espaço, Ciência 3; Energia 3 e 6) e cubos pretos (Terra 3 e 6, Planta 3 e 6): cada um avança a trilha de Eventos quando alcançado.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ every time AutoMars advances its Building or Event track, starting tags included.</source>
        <translation>Efeito: +2 M$ cada vez que o AutoMarte avança sua trilha de Construção ou de Evento, ícones iniciais incluídos.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ per plant or animal tag AutoMars resolves, its starting tag included.</source>
        <translation>Efeito: +2 M$ por ícone de planta ou animal que o AutoMarte resolve, seu ícone inicial incluído.</translation>
    </message>
    <message>
        <source>Effect: a track that reaches space 5 or 12 moves one more space after that space resolves.</source>
        <translation>Efeito: uma trilha que alcança o espaço 5 ou 12 avança mais um espaço depois que esse espaço é resolvido.</translation>
    </message>
    <message>
        <source>Effect: each Building advance puts 1 M€ on this card. Before each action phase: Supply and Demand (B24: take 3 M€ from this card; if it is empty, advance the Energy track) goes into the action deck.</source>
        <translation>Efeito: cada avanço de Construção coloca 1 M$ nesta carta. Antes de cada fase de ações: Oferta e Demanda (B24: pegue 3 M$ desta carta; se ela estiver vazia, avance a trilha de Energia) entra no baralho de ação.</translation>
    </message>
    <message>
        <source>Effect: each Jovian tag AutoMars resolves, and each card with a Jovian tag you play, advances its Event track.</source>
        <translation>Efeito: cada ícone joviano que o AutoMarte resolve, e cada carta com ícone joviano que você joga, avança sua trilha de Evento.</translation>
    </message>
    <message>
        <source>Effect: each resolved card with 2 or more tags puts 1 science on this card. Before each action phase: with 10 science here, remove them; AutoMars places a city and gains 1 TR.</source>
        <translation>Efeito: cada carta resolvida com 2 ou mais ícones põe 1 ciência nesta carta. Antes de cada fase de ações: com 10 ciências aqui, retire-as; o AutoMarte coloca uma cidade e ganha 1 IT.</translation>
    </message>
    <message>
        <source>Effect: when AutoMars resolves a card costing 20 M€ or more, it gains 4 M€.</source>
        <translation>Efeito: quando o AutoMarte resolve uma carta de custo 20 M$ ou mais, ganha 4 M$.</translation>
    </message>
    <message>
        <source>Set-up and before each action phase: Settlers (B22) puts an AutoMars player marker on a free space; only AutoMars may build there, and building there gives it 3 M€.</source>
        <translation>Preparação e antes de cada fase de ações: Colonos (B22) coloca um marcador pessoal do AutoMarte em um espaço livre; só o AutoMarte pode construir ali, e construir ali lhe dá 3 M$.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. Before each action phase: Diversification (B28: advance the least advanced track, then lose 4 M€ if AutoMars has them) goes into the action deck.</source>
        <translation>Preparação: +10 M$. Antes de cada fase de ações: Diversificação (B28: avance a trilha menos avançada e depois perca 4 M$ se o AutoMarte os tiver) entra no baralho de ação.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. White cubes (Energy 4, 6, 8, 10): AutoMars draws a project card and resolves only its first tag, then raises the temperature 1 step.</source>
        <translation>Preparação: +10 M$. Cubos brancos (Energia 4, 6, 8, 10): o AutoMarte compra uma carta de projeto e resolve apenas seu primeiro ícone; depois aumenta a temperatura 1 nível.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Before each action phase: AutoMars discards one of the cards with the fewest tags from its action deck.</source>
        <translation>Preparação: +25 M$. Antes de cada fase de ações: o AutoMarte descarta de seu baralho de ação uma das cartas com menos ícones.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Effect: +2 M€ every time AutoMars advances its Earth track.</source>
        <translation>Preparação: +25 M$. Efeito: +2 M$ cada vez que o AutoMarte avança sua trilha da Terra.</translation>
    </message>
    <message>
        <source>Set-up: +5 M€. White cubes (Space 3, 4, 6, 8, 10, 11) and black cubes (Event, the same spaces) move onto this card when reached; one of each here: remove both, +1 temperature step.</source>
        <translation>Preparação: +5 M$. Cubos brancos (Espaço 3, 4, 6, 8, 10, 11) e cubos pretos (Evento, os mesmos espaços) vão para esta carta quando alcançados; um de cada aqui: retire ambos, +1 nível de temperatura.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€. Effect: a card with no tag gives 10 M€ instead of a Failed Action; a card with exactly one tag gives 1 M€ more.</source>
        <translation>Preparação: +8 M$. Efeito: uma carta sem ícone dá 10 M$ em vez de uma Ação Falha; uma carta com exatamente um ícone dá 1 M$ a mais.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€; destroy Research and Development; a card with a microbe tag into the bonus deck. Effect: a card with a microbe tag you play gives AutoMars 2 M€ and you 2 M€; each microbe tag AutoMars resolves gives it 4 M€.</source>
        <translation>Preparação: +8 M$; destrua Pesquisa e Desenvolvimento; uma carta com ícone de micróbio no baralho bônus. Efeito: uma carta com ícone de micróbio que você joga dá 2 M$ ao AutoMarte e 2 M$ a você; cada ícone de micróbio que o AutoMarte resolve lhe dá 4 M$.</translation>
    </message>
    <message>
        <source>Set-up: 10 M€ on this card. Effect: while Building is below 18, the M€ AutoMars gains come from this card; when it is empty, 10 M€ go back on it and the Building track advances.</source>
        <translation>Preparação: 10 M$ nesta carta. Efeito: enquanto Construção estiver abaixo de 18, os M$ que o AutoMarte ganha saem desta carta; quando ela se esvazia, 10 M$ voltam para ela e a trilha de Construção avança.</translation>
    </message>
    <message>
        <source>Set-up: 2 plants on this card. Effect: +1 plant here per plant, microbe or animal tag AutoMars resolves. Before each action phase: with 5 plants here, remove them and advance the Plant track.</source>
        <translation>Preparação: 2 plantas nesta carta. Efeito: +1 planta aqui por ícone de planta, micróbio ou animal que o AutoMarte resolve. Antes de cada fase de ações: com 5 plantas aqui, retire-as e avance a trilha de Plantas.</translation>
    </message>
    <message>
        <source>Set-up: AutoMars loses 8 TR. Before each action phase: 1 more project card into the action deck (2 from generation 9).</source>
        <translation>Preparação: o AutoMarte perde 8 IT. Antes de cada fase de ações: mais 1 carta de projeto no baralho de ação (2 a partir da geração 9).</translation>
    </message>
    <message>
        <source>Set-up: AutoMars places a city. Effect: each city you place gives AutoMars 2 M€; each city AutoMars places advances its Event track.</source>
        <translation>Preparação: o AutoMarte coloca uma cidade. Efeito: cada cidade que você coloca dá 2 M$ ao AutoMarte; cada cidade que o AutoMarte coloca avança sua trilha de Evento.</translation>
    </message>
    <message>
        <source>Set-up: Government Subsidy (B31: +1 TR) goes into the bonus deck; generation 1&apos;s action deck has no bonus card. From generation 2, each action deck has one more bonus card.</source>
        <translation>Preparação: Subsídio Governamental (B31: +1 IT) entra no baralho bônus; o baralho de ação da geração 1 não tem carta bônus. A partir da geração 2, cada baralho de ação tem uma carta bônus a mais.</translation>
    </message>
    <message>
        <source>Set-up: Interface Hyperlink (B30) at the bottom of the bonus deck. B30: draw as many project cards as AutoMars&apos;s Energy position (at least 2), resolve the best 2, discard the others; B30 is destroyed.</source>
        <translation>Preparação: Hiperlink de Interface (B30) no fundo do baralho bônus. B30: compre tantas cartas de projeto quanto a posição de Energia do AutoMarte (no mínimo 2), resolva as 2 melhores e descarte as outras; B30 é destruída.</translation>
    </message>
    <message>
        <source>Set-up: Overachievement (B04) is set aside. Effect: +3 M€ per resolved card showing a VP icon that is not negative. Before each action phase: B04 goes into the action deck unless it was destroyed.</source>
        <translation>Preparação: Superação (B04) é separada. Efeito: +3 M$ por carta resolvida com ícone de PV não negativo. Antes de cada fase de ações: B04 entra no baralho de ação, a não ser que tenha sido destruída.</translation>
    </message>
    <message>
        <source>Set-up: a greenery, 1 science on this card, Local Neural Instance at once (then destroyed), Build, Build, Build (B27) into the bonus deck. Effect: each new border between your tiles and AutoMars&apos;s adds 1 science; 4 science advance its most advanced track.</source>
        <translation>Preparação: uma vegetação, 1 ciência nesta carta, Implementação Neural Local na hora (depois destruída), Construir, Construir, Construir (B27) no baralho bônus. Efeito: cada nova fronteira entre seus tiles e os do AutoMarte acrescenta 1 ciência; 4 ciências avançam sua trilha mais avançada.</translation>
    </message>
    <message>
        <source>Set-up: a white cube on this card. Effect: every ocean placed flips it (a cube here: remove it and advance the Building track; none: put one here). AutoMars gains 3 M€ per adjacent ocean instead of 2.</source>
        <translation>Preparação: um cubo branco nesta carta. Efeito: cada oceano colocado a vira (com cubo: retire-o e avance a trilha de Construção; sem cubo: coloque um). O AutoMarte ganha 3 M$ por oceano adjacente em vez de 2.</translation>
    </message>
    <message>
        <source>Set-up: destroy Lobbyists. Effect: +2 M€ per resolved card with a requirement. Before each action phase: Do It Right (B25: the first three options of Lobbyists, never destroyed) goes into the action deck.</source>
        <translation>Preparação: destrua Lobistas. Efeito: +2 M$ por carta resolvida com requisito. Antes de cada fase de ações: Faça Certo (B25: as três primeiras opções de Lobistas, nunca destruída) entra no baralho de ação.</translation>
    </message>
    <message>
        <source>Set-up: destroy Meteor Shower; reveal project cards until one has a science tag, and shuffle it into the bonus deck. Effect: a card with a microbe tag you play costs AutoMars 4 M€; each card with a science tag it resolves gives it 1 TR.</source>
        <translation>Preparação: destrua Chuva de Meteoros; revele cartas de projeto até uma ter ícone de ciência e embaralhe-a no baralho bônus. Efeito: uma carta com ícone de micróbio que você joga custa 4 M$ ao AutoMarte; cada carta com ícone de ciência que ele resolve lhe dá 1 IT.</translation>
    </message>
    <message>
        <source>Set-up: destroy Overachievement. Effect: +2 in every award. Before each action phase: claim a milestone (generations 2-5 and 10 on) or fund an award (generations 6-9), if it can.</source>
        <translation>Preparação: destrua Superação. Efeito: +2 em cada prêmio. Antes de cada fase de ações: reivindica um marco (gerações 2-5 e a partir da 10) ou financia um prêmio (gerações 6-9), se puder.</translation>
    </message>
    <message>
        <source>Set-up: reveal project cards until 2 have a space tag; all of them go into the bonus deck. White cubes (Space 7, 10, 13, 15): AutoMars draws and resolves the top card of the bonus deck.</source>
        <translation>Preparação: revele cartas de projeto até 2 terem ícone espacial; todas vão para o baralho bônus. Cubos brancos (Espaço 7, 10, 13, 15): o AutoMarte compra e resolve a carta do topo do baralho bônus.</translation>
    </message>
    <message>
        <source>Silver cubes on Building 4 to 18: each one AutoMars reaches gives it 5 M€.</source>
        <translation>Cubos de prata em Construção 4 a 18: cada um que o AutoMarte alcança lhe dá 5 M$.</translation>
    </message>
    <message>
        <source>Venus Next. Effect: +2 M€ for every step Venus rises, whoever raises it (Government Intervention included).</source>
        <translation>Venus Next. Efeito: +2 M$ a cada nível que Vênus sobe, quem quer que a aumente (Intervenção Governamental incluída).</translation>
    </message>
    <message>
        <source>Venus Next. Set-up: destroy Lobbyists; Venusian Lobby (B26) into the bonus deck. Silver cubes (Venus track 5, 6, 7, 8, 9, 11, 12): 5 M€ each when reached. B26: Venus rises 1 step and the Venus track advances; then the parameter of Mars furthest from its maximum rises 1 step.</source>
        <translation>Venus Next. Preparação: destrua Lobistas; Lobby Venusiano (B26) entra no baralho bônus. Cubos de prata (trilha de Vênus 5, 6, 7, 8, 9, 11, 12): 5 M$ cada um quando alcançado. B26: Vênus sobe 1 nível e a trilha de Vênus avança; depois o parâmetro de Marte mais distante do máximo sobe 1 nível.</translation>
    </message>
    <message>
        <source>White cubes (Building 3, 6, 9, 12, 15, 18): advance the Plant track.</source>
        <translation>Cubos brancos (Construção 3, 6, 9, 12, 15, 18): avance a trilha de Plantas.</translation>
    </message>
    <message>
        <source>White cubes (Building 6, Space 9, Science 10, Energy 5 and 9, Plant 11): instead of raising the temperature, AutoMars draws and resolves a project card. Black cubes (Earth 3, 6, 9, 12, 13, 14): +1 temperature step.</source>
        <translation>Cubos brancos (Construção 6, Espaço 9, Ciência 10, Energia 5 e 9, Plantas 11): em vez de aumentar a temperatura, o AutoMarte compra e resolve uma carta de projeto. Cubos pretos (Terra 3, 6, 9, 12, 13, 14): +1 nível de temperatura.</translation>
    </message>
    <message>
        <source>White cubes (Earth 1, 5, 9, 13, 17): advance the least advanced track. Black cubes (Earth 3, 7, 11, 15): advance the Space track.</source>
        <translation>Cubos brancos (Terra 1, 5, 9, 13, 17): avance a trilha menos avançada. Cubos pretos (Terra 3, 7, 11, 15): avance a trilha de Espaço.</translation>
    </message>
    <message>
        <source>White cubes (Space 2, 4, 7, 10, 13): advance the least advanced track. Black cubes (Space 5, 11, 16): advance the Space track.</source>
        <translation>Cubos brancos (Espaço 2, 4, 7, 10, 13): avance a trilha menos avançada. Cubos pretos (Espaço 5, 11, 16): avance a trilha de Espaço.</translation>
    </message>
    <message>
        <source>White cubes (Space 4, 8, 12): +1 temperature step. Black cubes (Space 7, 10, 14): AutoMars places an ocean.</source>
        <translation>Cubos brancos (Espaço 4, 8, 12): +1 nível de temperatura. Cubos pretos (Espaço 7, 10, 14): o AutoMarte coloca um oceano.</translation>
    </message>
    <message>
        <source>With the Prelude expansion only. Set-up: one more project card in the starting action deck. White cubes (Science 8, 16): AutoMars draws and resolves a project card.</source>
        <translation>Somente com a expansão Prelúdio. Preparação: mais 1 carta de projeto no baralho de ação inicial. Cubos brancos (Ciência 8, 16): o AutoMarte compra e resolve uma carta de projeto.</translation>
    </message>
    <message>
        <source>most expensive card</source>
        <translation>carta mais cara</translation>
    </message>
    <message>
        <source>most tags</source>
        <translation>mais ícones</translation>
    </message>
    <message>
        <source>◆ One reading of an unclear card: only one source gives this, or the sources disagree; tmdesk follows the transcription of the printed rulebook.</source>
        <translation>◆ Uma leitura de uma carta pouco clara: só uma fonte dá isto, ou as fontes discordam; o tmdesk segue a transcrição do livro de regras impresso.</translation>
    </message>
</context>
<context>
    <name>AutoMarsSide</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1, %2 for its corporation</source>
        <translation>%1, %2 pela corporação</translation>
    </message>
    <message>
        <source>%1, %2 for its difficulty level</source>
        <translation>%1, %2 pelo nível de dificuldade</translation>
    </message>
    <message>
        <source>%1, and it gains %2 M€ instead of paying</source>
        <translation>%1, e ganha %2 M$ em vez de pagar</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, depois %2</translation>
    </message>
    <message>
        <source>%1: %2 TR</source>
        <translation>%1: %2 IT</translation>
    </message>
    <message>
        <source>%1: a city</source>
        <translation>%1: uma cidade</translation>
    </message>
    <message>
        <source>%1: a city next to a special tile</source>
        <translation>%1: uma cidade adjacente a um tile especial</translation>
    </message>
    <message>
        <source>%1: a greenery</source>
        <translation>%1: uma vegetação</translation>
    </message>
    <message>
        <source>%1: a greenery in the southern region (the four bottom rows)</source>
        <translation>%1: uma vegetação na região sul (as quatro linhas de baixo)</translation>
    </message>
    <message>
        <source>%1: a greenery next to an ocean</source>
        <translation>%1: uma vegetação adjacente a um oceano</translation>
    </message>
    <message>
        <source>%1: a greenery on the edge of the map</source>
        <translation>%1: uma vegetação na borda do mapa</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or less</source>
        <translation>%1: resolve a primeira carta de projeto que revelar que custe %2 M$ ou menos</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or more</source>
        <translation>%1: resolve a primeira carta de projeto que revelar que custe %2 M$ ou mais</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that has a requirement</source>
        <translation>%1: resolve a primeira carta de projeto que revelar que tenha um requisito</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that is not an event</source>
        <translation>%1: resolve a primeira carta de projeto que revelar que não seja um evento</translation>
    </message>
    <message>
        <source>%1: its %2</source>
        <translation>%1: sua %2</translation>
    </message>
    <message>
        <source>%1: its most advanced track</source>
        <translation>%1: sua trilha mais avançada</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: nenhuma</translation>
    </message>
    <message>
        <source>%1: the less advanced of its %2 and its %3</source>
        <translation>%1: a menos avançada entre sua %2 e sua %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>1 for every %1 M€ it has</source>
        <translation>1 a cada %1 M$ que tem</translation>
    </message>
    <message>
        <source>AutoMars&apos;s %1 tracks</source>
        <translation>as trilhas do AutoMarte em %1</translation>
    </message>
    <message>
        <source>Between spaces its placement rules leave tied, AutoMars takes %1; last, it counts the cost of a revealed project card through the spaces still tied.</source>
        <translation>Entre áreas que suas regras de colocação deixam empatadas, o AutoMarte fica com %1; por fim, conta o custo de uma carta de projeto revelada pelas áreas ainda empatadas.</translation>
    </message>
    <message>
        <source>The pictures of AutoMars&apos;s %1 side were lost from the rulebook&apos;s text; tmdesk follows the one public implementation of AutoMars that transcribed them and gives its tiebreakers.</source>
        <translation>As imagens do lado de %1 do tabuleiro do AutoMarte se perderam no texto do livro de regras; o tmdesk segue a única implementação pública do AutoMarte que as transcreveu e que dá seus critérios de desempate.</translation>
    </message>
    <message>
        <source>With 5 M€ or more, AutoMars pays 5 M€ to improve its standing in the funded award it is closest to winning or losing (%1). Otherwise it draws and resolves the next bonus card instead. The card is discarded.</source>
        <translation>Com 5 M$ ou mais, o AutoMarte paga 5 M$ para melhorar sua posição no prêmio financiado mais disputado (%1). Senão, pega e resolve a próxima carta bônus. A carta é descartada.</translation>
    </message>
    <message>
        <source>a space in the polar region (the two bottom rows)</source>
        <translation>uma área na região polar (as duas linhas de baixo)</translation>
    </message>
    <message>
        <source>a space in the southern region (the four bottom rows)</source>
        <translation>uma área na região sul (as quatro linhas de baixo)</translation>
    </message>
    <message>
        <source>a space next to a special tile</source>
        <translation>uma área adjacente a um tile especial</translation>
    </message>
    <message>
        <source>counted as for a player</source>
        <translation>contado como para um jogador</translation>
    </message>
    <message>
        <source>its %1</source>
        <translation>sua %1</translation>
    </message>
    <message>
        <source>its %1 %2</source>
        <translation>sua %1 %2</translation>
    </message>
    <message>
        <source>its %1 together</source>
        <translation>a soma de sua %1</translation>
    </message>
    <message>
        <source>its %1 together %2</source>
        <translation>a soma de sua %1 %2</translation>
    </message>
    <message>
        <source>its M€</source>
        <translation>seus M$</translation>
    </message>
    <message>
        <source>its TR</source>
        <translation>seu IT</translation>
    </message>
    <message>
        <source>its TR − %1</source>
        <translation>seu IT − %1</translation>
    </message>
    <message>
        <source>its card %2</source>
        <translation>sua carta %2</translation>
    </message>
    <message>
        <source>its cities</source>
        <translation>suas cidades</translation>
    </message>
    <message>
        <source>its destroyed bonus cards</source>
        <translation>suas cartas bônus destruídas</translation>
    </message>
    <message>
        <source>its greeneries</source>
        <translation>suas vegetações</translation>
    </message>
    <message>
        <source>its least advanced track</source>
        <translation>sua trilha menos avançada</translation>
    </message>
    <message>
        <source>its most advanced track</source>
        <translation>sua trilha mais avançada</translation>
    </message>
    <message>
        <source>its most advanced track × %1</source>
        <translation>sua trilha mais avançada × %1</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or less</source>
        <translation>suas cartas jogadas de %1 M$ ou menos</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or more</source>
        <translation>suas cartas jogadas de %1 M$ ou mais</translation>
    </message>
    <message>
        <source>its tiebreakers between spaces</source>
        <translation>seus critérios de desempate entre áreas</translation>
    </message>
    <message>
        <source>its tiles in play</source>
        <translation>seus tiles em jogo</translation>
    </message>
    <message>
        <source>its tracks on space %1 or beyond</source>
        <translation>suas trilhas no espaço %1 ou além</translation>
    </message>
    <message>
        <source>the least advanced of its %1</source>
        <translation>a menos avançada entre sua %1</translation>
    </message>
    <message>
        <source>the space with the most adjacent oceans</source>
        <translation>a área com mais oceanos adjacentes</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses</source>
        <translation>a área com mais bônus de colocação</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses (a space on the edge of the map counts one more)</source>
        <translation>a área com mais bônus de colocação (uma área na borda do mapa conta um a mais)</translation>
    </message>
    <message>
        <source>◆ One reading: %1 rest on one source.</source>
        <translation>◆ Uma leitura: %1 vêm de uma só fonte.</translation>
    </message>
    <message>
        <source>◆ One reading: the rulebook&apos;s text lost this card; its improvements rest on one source.</source>
        <translation>◆ Uma leitura: o texto do livro de regras perdeu esta carta; suas melhorias vêm de uma só fonte.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of 9 oceans are on Mars.</source>
        <translation>%1 de 9 oceanos estão em Marte.</translation>
    </message>
    <message>
        <source>+%1 M€ (%2)</source>
        <translation>+%1 M$ (%2)</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Geração</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Geração %1</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Oceans left</source>
        <translation>Oceanos restantes</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Oxigênio</translation>
    </message>
    <message>
        <source>Oxygen: %1 % (goal 14 %). Raising it to 8 % also raises the temperature.</source>
        <translation>Oxigênio: %1 % (meta 14 %). Aumentá-lo até 8 % também aumenta a temperatura.</translation>
    </message>
    <message>
        <source>Place here: %1</source>
        <translation>Colocar aqui: %1</translation>
    </message>
    <message>
        <source>Player marker of %1: only %1 may place a tile here</source>
        <translation>Marcador pessoal de %1: só %1 pode colocar um tile aqui</translation>
    </message>
    <message>
        <source>Reserved area</source>
        <translation>Área reservada</translation>
    </message>
    <message>
        <source>Reserved for oceans</source>
        <translation>Reservada para oceanos</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Temperature: %1 °C (goal 8 °C). Raising it past -24 and -20 °C gives 1 heat production; past 0 °C, an ocean.</source>
        <translation>Temperatura: %1 °C (meta 8 °C). Aumentá-la além de -24 e -20 °C dá 1 de produção de calor; além de 0 °C, um oceano.</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Índice de Terraformação</translation>
    </message>
    <message>
        <source>The solo game is won only with Venus at 30 % too.</source>
        <translation>O jogo solo só é vencido com Vênus também em 30 %.</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vênus</translation>
    </message>
    <message>
        <source>Venus does not end the game.</source>
        <translation>Vênus não termina o jogo.</translation>
    </message>
    <message>
        <source>Venus: %1 % (goal 30 %). Raising it to 8 % draws a card; to 16 %, 1 TR more.</source>
        <translation>Vênus: %1 % (meta 30 %). Aumentá-la até 8 % compra uma carta; até 16 %, 1 TR a mais.</translation>
    </message>
    <message>
        <source>bonus: %1</source>
        <translation>bônus: %1</translation>
    </message>
    <message>
        <source>its colony needs the Colonies expansion, not in this game</source>
        <translation>sua colônia exige a expansão Colônias, fora deste jogo</translation>
    </message>
    <message>
        <source>its delegate needs the Turmoil expansion, not in this game</source>
        <translation>seu delegado exige a expansão Turmoil, fora deste jogo</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>sem bônus</translation>
    </message>
    <message>
        <source>not a legal space for this tile</source>
        <translation>área não permitida para este tile</translation>
    </message>
    <message>
        <source>pay %1 M€ and place an ocean</source>
        <translation>pague %1 M$ e coloque um oceano</translation>
    </message>
    <message>
        <source>pay %1 M€ and raise the temperature 1 step</source>
        <translation>pague %1 M$ e aumente a temperatura em 1 nível</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>%1 production ≥ %2</source>
        <translation>produção de %1 ≥ %2</translation>
    </message>
    <message>
        <source>%1 × %2 tag</source>
        <translation>%1 × ícone %2</translation>
    </message>
    <message numerus="yes">
        <source>%n city tile(s) in play</source>
        <translation>
            <numerusform>%n cidade em jogo</numerusform>
            <numerusform>%n cidades em jogo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s) on your cards</source>
        <translation>
            <numerusform>%n flutuador nas suas cartas</numerusform>
            <numerusform>%n flutuadores nas suas cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ocean(s)</source>
        <translation>
            <numerusform>%n oceano</numerusform>
            <numerusform>%n oceanos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own city tile(s)</source>
        <translation>
            <numerusform>%n cidade sua</numerusform>
            <numerusform>%n cidades suas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own greenery tile(s)</source>
        <translation>
            <numerusform>%n vegetação sua</numerusform>
            <numerusform>%n vegetações suas</numerusform>
        </translation>
    </message>
    <message>
        <source>TR ≥ %1</source>
        <translation>IT ≥ %1</translation>
    </message>
    <message>
        <source>Venus ≤ %1 %</source>
        <translation>Vênus ≤ %1 %</translation>
    </message>
    <message>
        <source>Venus ≥ %1 %</source>
        <translation>Vênus ≥ %1 %</translation>
    </message>
    <message>
        <source>own colonies ≤ %1</source>
        <translation>suas colônias ≤ %1</translation>
    </message>
    <message>
        <source>own colonies ≥ %1</source>
        <translation>suas colônias ≥ %1</translation>
    </message>
    <message>
        <source>oxygen ≤ %1 %</source>
        <translation>oxigênio ≤ %1 %</translation>
    </message>
    <message>
        <source>oxygen ≥ %1 %</source>
        <translation>oxigênio ≥ %1 %</translation>
    </message>
    <message>
        <source>≤ %1 °C</source>
        <translation>≤ %1 °C</translation>
    </message>
    <message numerus="yes">
        <source>≤ %n ocean(s)</source>
        <translation>
            <numerusform>≤ %n oceano</numerusform>
            <numerusform>≤ %n oceanos</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1 °C</source>
        <translation>≥ %1 °C</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>AI Central</source>
        <translation>Central de IA</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Aquisição de Companhia</translation>
    </message>
    <message>
        <source>Acquired Space Agency</source>
        <translation>Aquisição de Empresa Espacial</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Tecnologia de Adaptação</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Líquen Adaptado</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Ligas Avançadas</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Ecossistemas Avançados</translation>
    </message>
    <message>
        <source>Aerial Mappers</source>
        <translation>Cartógrafo Aéreo</translation>
    </message>
    <message>
        <source>Aerobraked Ammonia Asteroid</source>
        <translation>Asteroide de Amônia Aerofrenado</translation>
    </message>
    <message>
        <source>Aerosport Tournament</source>
        <translation>Torneio Esportivo Aéreo</translation>
    </message>
    <message>
        <source>Air Raid</source>
        <translation>Assalto Aéreo</translation>
    </message>
    <message>
        <source>Air-Scrapping Expedition</source>
        <translation>Expedição de Deságue Aéreo</translation>
    </message>
    <message>
        <source>Airliners</source>
        <translation>Naves Comerciais</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Algas</translation>
    </message>
    <message>
        <source>Allied Bank</source>
        <translation>Aliança Bancária</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>TecnologIa Antigravidade</translation>
    </message>
    <message>
        <source>Ants</source>
        <translation>Formigas</translation>
    </message>
    <message>
        <source>Aphrodite</source>
        <translation>Aphrodite</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Bombeamento em Aquífero</translation>
    </message>
    <message>
        <source>Aquifer Turbines</source>
        <translation>Turbinas Aquíferas</translation>
    </message>
    <message>
        <source>ArchaeBacteria</source>
        <translation>Arqueobactérias</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Algas Árticas</translation>
    </message>
    <message>
        <source>Aridor</source>
        <translation>Aridor</translation>
    </message>
    <message>
        <source>Arklight</source>
        <translation>Arklight</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lago Artificial</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Fotossíntese Artificial</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Mineração de Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Consórcio para Mineração de Asteroides</translation>
    </message>
    <message>
        <source>Atalanta Planitia Lab</source>
        <translation>Laboratório Atalanta Planitia</translation>
    </message>
    <message>
        <source>Atmo Collectors</source>
        <translation>Coletores Atmosféricos</translation>
    </message>
    <message>
        <source>Atmoscoop</source>
        <translation>Colhedor Atmosférico</translation>
    </message>
    <message>
        <source>Beam From A Thorium Asteroid</source>
        <translation>Raio de um Asteroide de Tório</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporação para iniciantes</translation>
    </message>
    <message>
        <source>Big Asteroid</source>
        <translation>Grande Asteroide</translation>
    </message>
    <message>
        <source>Biofuels</source>
        <translation>Biocombustíveis</translation>
    </message>
    <message>
        <source>Biolab</source>
        <translation>Laboratório Biológico</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Combustores de Biomassa</translation>
    </message>
    <message>
        <source>Biosphere Support</source>
        <translation>Suporte de Biosfera</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Pássaros</translation>
    </message>
    <message>
        <source>Black Polar Dust</source>
        <translation>Poeira Negra dos Polos</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Máscaras de Respiração</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Comitê Subornado</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Construindo a Indústria</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Arbustos</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Contratos de Negócio</translation>
    </message>
    <message>
        <source>Business Empire</source>
        <translation>Império Corporativo</translation>
    </message>
    <message>
        <source>Business Network</source>
        <translation>Rede de Negócios</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Projeto Favorito do CEO</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Minas Penais de Calisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Carbonate Processing</source>
        <translation>Processamento de Carbonato</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Contrato de Zelador</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Cartel</translation>
    </message>
    <message>
        <source>Celestic</source>
        <translation>Celestic</translation>
    </message>
    <message>
        <source>Cheung Shing MARS</source>
        <translation>Cheung Shing MARS</translation>
    </message>
    <message>
        <source>Cloud Seeding</source>
        <translation>Semeadura de Nuvens</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Campo de Treinamento de Colonizadores</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Cometa</translation>
    </message>
    <message>
        <source>Comet for Venus</source>
        <translation>Cometa para Vênus</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Distrito Comercial</translation>
    </message>
    <message>
        <source>Community Services</source>
        <translation>Serviços Comunitários</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Recrutamento</translation>
    </message>
    <message>
        <source>Convoy From Europa</source>
        <translation>Comboio de Europa</translation>
    </message>
    <message>
        <source>Corona Extractor</source>
        <translation>Extrator de Corona</translation>
    </message>
    <message>
        <source>Corporate Stronghold</source>
        <translation>Fortaleza Corporativa</translation>
    </message>
    <message>
        <source>Corroder Suits</source>
        <translation>Trajes Anticorrosão</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cryo-Sleep</source>
        <translation>Sono Criogênico</translation>
    </message>
    <message>
        <source>Cupola City</source>
        <translation>Cidade sob Cúpula</translation>
    </message>
    <message>
        <source>Dawn City</source>
        <translation>Cidade do Amanhecer</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Decompositores</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Poço Profundo de Aquecimento</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Deimos Abaixo</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Microorganismos Projetados</translation>
    </message>
    <message>
        <source>Deuterium Export</source>
        <translation>Exportação de Deutério</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centro de Desenvolvimento</translation>
    </message>
    <message>
        <source>Dirigibles</source>
        <translation>Dirigíveis</translation>
    </message>
    <message>
        <source>Dome Farming</source>
        <translation>Plantando em Domos</translation>
    </message>
    <message>
        <source>Domed Crater</source>
        <translation>Domo em Cratera</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Doação</translation>
    </message>
    <message>
        <source>Dust Seals</source>
        <translation>Vedantes de Poeira</translation>
    </message>
    <message>
        <source>Early Settlement</source>
        <translation>Colônia Pioneira</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Catapulta Terrestre</translation>
    </message>
    <message>
        <source>Earth Elevator</source>
        <translation>Elevador Terrestre</translation>
    </message>
    <message>
        <source>Earth Office</source>
        <translation>Escritório na Terra</translation>
    </message>
    <message>
        <source>Eccentric Sponsor</source>
        <translation>Patrocinador Excêntrico</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>Ecoline</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zona Ecológica</translation>
    </message>
    <message>
        <source>Ecology Experts</source>
        <translation>Especialistas em Ecologia</translation>
    </message>
    <message>
        <source>Ecology Research</source>
        <translation>Pesquisa Ecológica</translation>
    </message>
    <message>
        <source>Electro Catapult</source>
        <translation>Eletrocatapulta</translation>
    </message>
    <message>
        <source>Energy Saving</source>
        <translation>Economia de energia</translation>
    </message>
    <message>
        <source>Energy Tapping</source>
        <translation>Gato</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Parque Nacional de Eos Chasma</translation>
    </message>
    <message>
        <source>Equatorial Magnetizer</source>
        <translation>Magnetizador Equatorial</translation>
    </message>
    <message>
        <source>Experimental Forest</source>
        <translation>Floresta Experimental</translation>
    </message>
    <message>
        <source>Extractor Balloons</source>
        <translation>Balões Extratores</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Fungo Psicrófilos</translation>
    </message>
    <message>
        <source>Extremophiles</source>
        <translation>Extremófilos</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Agricultura</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Peixes</translation>
    </message>
    <message>
        <source>Floater Leasing</source>
        <translation>Locação de Flutuadores</translation>
    </message>
    <message>
        <source>Floater Prototypes</source>
        <translation>Protótipos de Flutuadores</translation>
    </message>
    <message>
        <source>Floater Technology</source>
        <translation>Tecnologia de Flutuadores</translation>
    </message>
    <message>
        <source>Floating Habs</source>
        <translation>Habitates Flutuantes</translation>
    </message>
    <message>
        <source>Flooding</source>
        <translation>Inundação</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Fábrica de Comida</translation>
    </message>
    <message>
        <source>Forced Precipitation</source>
        <translation>Precipitação Forçada</translation>
    </message>
    <message>
        <source>Freyja Biodomes</source>
        <translation>Biodomos de Freya</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Fábrica de Combustíveis</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Geradores a Combustível</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Energia de Fusão</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Fábricas de GEE</translation>
    </message>
    <message>
        <source>GHG Import From Venus</source>
        <translation>GEE Importado de Vênus</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bactéria Produtora de GEE</translation>
    </message>
    <message>
        <source>Galilean Mining</source>
        <translation>Minerar Galileu</translation>
    </message>
    <message>
        <source>Galilean Waystation</source>
        <translation>Estação Espacial Ganimedes</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colônia Ganimedes</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Reparação Genética</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energia Geotérmica</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Asteroide de Gelo Gigantesco</translation>
    </message>
    <message>
        <source>Giant Solar Shade</source>
        <translation>Proteção Solar Gigante</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Espelho Espacial Gigante</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Grama</translation>
    </message>
    <message>
        <source>Great Aquifer</source>
        <translation>Grande Aquífero</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Grande Barragem</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Consórcio da Grande Escarpa</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Estufas</translation>
    </message>
    <message>
        <source>Gyropolis</source>
        <translation>Girópolis</translation>
    </message>
    <message>
        <source>Hackers</source>
        <translation>Hackers</translation>
    </message>
    <message>
        <source>Heat Trappers</source>
        <translation>Armazenadores de Calor</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Urze</translation>
    </message>
    <message>
        <source>Heavy Taxation</source>
        <translation>Aumento de Impostos</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Herbívoros</translation>
    </message>
    <message>
        <source>Hired Raiders</source>
        <translation>Mercenários Sobre Rodas</translation>
    </message>
    <message>
        <source>House Printing</source>
        <translation>Impressão de Residências</translation>
    </message>
    <message>
        <source>Huge Asteroid</source>
        <translation>Asteroide Gigantesco</translation>
    </message>
    <message>
        <source>Hydrogen to Venus</source>
        <translation>Hidrogênio para Vênus</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Asteroide de Gelo</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Derretimento da Calota de Gelo</translation>
    </message>
    <message>
        <source>Ice Moon Colony</source>
        <translation>Colônia na Lua Congelada</translation>
    </message>
    <message>
        <source>Immigrant City</source>
        <translation>Cidade de Imigrantes</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Naves de Imigração</translation>
    </message>
    <message>
        <source>Impactor Swarm</source>
        <translation>Enxame de Impactos</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Importação de GEE Avançados</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>GEE Importados</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Hidrogênio Importado</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Nitrogênio Importado</translation>
    </message>
    <message>
        <source>Indentured Workers</source>
        <translation>Servidão por Contrato</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centro Industrial</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Micróbios Industriais</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Insetos</translation>
    </message>
    <message>
        <source>Insulation</source>
        <translation>Isolantes</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Interplanetary Cinematics</translation>
    </message>
    <message>
        <source>Interplanetary Colony Ship</source>
        <translation>Nave Colônia Interplanetária</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Nave-Colônia Interestelar</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Concurso de Invenções</translation>
    </message>
    <message>
        <source>Inventors&apos; Guild</source>
        <translation>Associação de Inventores</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Empréstimo de Investimento</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Indústrias de Mineração em Io</translation>
    </message>
    <message>
        <source>Io Research Outpost</source>
        <translation>Posto Avançado de Pesquisas de Io</translation>
    </message>
    <message>
        <source>Io Sulphur Research</source>
        <translation>Pesquisa de Enxofre em Ío</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Metalúrgicas</translation>
    </message>
    <message>
        <source>Ishtar Mining</source>
        <translation>Mineração em Ishtar</translation>
    </message>
    <message>
        <source>Jet Stream Microscrappers</source>
        <translation>Micro Sucateiros Propulsionados</translation>
    </message>
    <message>
        <source>Jovian Lanterns</source>
        <translation>Lanternas Jovianas</translation>
    </message>
    <message>
        <source>Jupiter Floating Station</source>
        <translation>Estação Flutuante de Júpiter</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Plantação de Alga Kelp</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Observatório Lagrange</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Lago Marineris</translation>
    </message>
    <message>
        <source>Land Claim</source>
        <translation>Reinvindicar Território</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Grande Comboio</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Fluxos de Lava</translation>
    </message>
    <message>
        <source>Lava Tube Settlement</source>
        <translation>Colônia em Canal de Lava</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Líquen</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Colheita de Relâmpagos</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Pecuária</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Empréstimo</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Efeito Estufa Local</translation>
    </message>
    <message>
        <source>Local Shading</source>
        <translation>Sombra Local</translation>
    </message>
    <message>
        <source>Luna Governor</source>
        <translation>Governador da Lua</translation>
    </message>
    <message>
        <source>Luna Metropolis</source>
        <translation>Metrópolis Luna</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Raio Lunar</translation>
    </message>
    <message>
        <source>Lunar Exports</source>
        <translation>Exportações Lunares</translation>
    </message>
    <message>
        <source>Lunar Mining</source>
        <translation>Mineração Lunar</translation>
    </message>
    <message>
        <source>Luxury Foods</source>
        <translation>Delicatessen</translation>
    </message>
    <message>
        <source>Magnetic Field Dome</source>
        <translation>Domo de Campo Magnético</translation>
    </message>
    <message>
        <source>Magnetic Field Generators</source>
        <translation>Geradores de Campo Magnético</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Mangue</translation>
    </message>
    <message>
        <source>Manutech</source>
        <translation>Manutech</translation>
    </message>
    <message>
        <source>Market Manipulation</source>
        <translation>Manipulação de Mercado</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Universidade de Marte</translation>
    </message>
    <message>
        <source>Martian Industries</source>
        <translation>Indústrias Marcianas</translation>
    </message>
    <message>
        <source>Martian Rails</source>
        <translation>Trilhos Marcianos</translation>
    </message>
    <message>
        <source>Martian Survey</source>
        <translation>Levantamento de Marte</translation>
    </message>
    <message>
        <source>Martian Zoo</source>
        <translation>Zoológico Marciano</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Conversor de Massa</translation>
    </message>
    <message>
        <source>Maxwell Base</source>
        <translation>Base Maxwell</translation>
    </message>
    <message>
        <source>Media Archives</source>
        <translation>Arquivos de Mídia</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Conglomerado de Mídia</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Medicina Laboratorial</translation>
    </message>
    <message>
        <source>Metal-Rich Asteroid</source>
        <translation>Asteroide Rico em Metais</translation>
    </message>
    <message>
        <source>Metals Company</source>
        <translation>Companhia Metalúrgica</translation>
    </message>
    <message>
        <source>Methane From Titan</source>
        <translation>Metano de Titã</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Micromoinhos</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Mineral Deposit</source>
        <translation>Depósito de Minerais</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Área de Mineração</translation>
    </message>
    <message>
        <source>Mining Colony</source>
        <translation>Colônia Mineradora</translation>
    </message>
    <message>
        <source>Mining Expedition</source>
        <translation>Expedição Mineradora</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>Mining Operations</source>
        <translation>Operações de Mineração</translation>
    </message>
    <message>
        <source>Mining Quota</source>
        <translation>Cota de Mineração</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Direitos de Mineração</translation>
    </message>
    <message>
        <source>Minority Refuge</source>
        <translation>Refúgio de Minorias</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Resort de Miranda</translation>
    </message>
    <message>
        <source>Mohole</source>
        <translation>Mohole</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Área Mohole</translation>
    </message>
    <message>
        <source>Mohole Excavation</source>
        <translation>Escavação Mohole</translation>
    </message>
    <message>
        <source>Molecular Printing</source>
        <translation>Impressão Molecular</translation>
    </message>
    <message>
        <source>Morning Star Inc.</source>
        <translation>Morning Star Inc.</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Musgo</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Reserva Natural</translation>
    </message>
    <message>
        <source>Neutralizer Factory</source>
        <translation>Fábrica Neutralizante</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bactérias Redutoras de Nitrito</translation>
    </message>
    <message>
        <source>Nitrogen Shipment</source>
        <translation>Carregamento de Nitrogênio</translation>
    </message>
    <message>
        <source>Nitrogen from Titan</source>
        <translation>Nitrogênio de Titã</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Asteroide Rico em Nitrogênio</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Musgo Nitrofílico</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Noctis City</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Agricultura em Noctis</translation>
    </message>
    <message>
        <source>Nuclear Power</source>
        <translation>Energia Nuclear</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zona Nuclear</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Conferência de Olimpo</translation>
    </message>
    <message>
        <source>Omnicourt</source>
        <translation>Omnitribunal</translation>
    </message>
    <message>
        <source>Open City</source>
        <translation>Cidade ao ar Livre</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Aerofrenagem Ideal</translation>
    </message>
    <message>
        <source>Orbital Construction Yard</source>
        <translation>Porto de Construção Orbital</translation>
    </message>
    <message>
        <source>Orbital Reflectors</source>
        <translation>Refletores Orbitais</translation>
    </message>
    <message>
        <source>Ore Processor</source>
        <translation>Processador de Minério</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Extração do Pergelissolo</translation>
    </message>
    <message>
        <source>Peroxide Power</source>
        <translation>Energia do Peróxido</translation>
    </message>
    <message>
        <source>Pets</source>
        <translation>Animais de Estimação</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Porto Espacial de Fobos</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Núcleo de Física Experimental</translation>
    </message>
    <message>
        <source>Pioneer Settlement</source>
        <translation>Acampamento Pioneiro</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantação</translation>
    </message>
    <message>
        <source>Point Luna</source>
        <translation>Point Luna</translation>
    </message>
    <message>
        <source>Polar Industries</source>
        <translation>Indústrias Polares</translation>
    </message>
    <message>
        <source>Polyphemos</source>
        <translation>Polyphemos</translation>
    </message>
    <message>
        <source>Poseidon</source>
        <translation>Poseidon</translation>
    </message>
    <message>
        <source>Power Generation</source>
        <translation>Geração de Energia</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Rede Elétrica</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Infraestructura de Energia</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Usina Elétrica</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Consórcio de Distribuição de Energia</translation>
    </message>
    <message>
        <source>Predators</source>
        <translation>Predadores</translation>
    </message>
    <message>
        <source>Productive Outpost</source>
        <translation>Posto Avançado Produtivo</translation>
    </message>
    <message>
        <source>Protected Habitats</source>
        <translation>Habitats Protegidos</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Vale Protegido</translation>
    </message>
    <message>
        <source>Psychrophiles</source>
        <translation>Psicrófilo</translation>
    </message>
    <message>
        <source>Quantum Communications</source>
        <translation>Comunicações Quânticas</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Extrator Quântico</translation>
    </message>
    <message>
        <source>Rad-Chem Factory</source>
        <translation>Fábrica Quimiorradiação</translation>
    </message>
    <message>
        <source>Rad-Suits</source>
        <translation>Roupa Antirradiação</translation>
    </message>
    <message>
        <source>Red Spot Observatory</source>
        <translation>Observatório do Ponto Vermelho</translation>
    </message>
    <message>
        <source>Refugee Camps</source>
        <translation>Campo de Refugiados</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Comedores de Regolito</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Liberação de Gases Inertes</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <source>Research Colony</source>
        <translation>Colônia de Pesquisa</translation>
    </message>
    <message>
        <source>Research Coordination</source>
        <translation>Coordenação de Pesquisa</translation>
    </message>
    <message>
        <source>Research Network</source>
        <translation>Rede de Pesquisa</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Posto de Pesquisa</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Área Restrita</translation>
    </message>
    <message>
        <source>Rim Freighters</source>
        <translation>Cargueiro de Orla</translation>
    </message>
    <message>
        <source>Robinson Industries</source>
        <translation>Robinson Industries</translation>
    </message>
    <message>
        <source>Robotic Workforce</source>
        <translation>Força de Trabalho Robótica</translation>
    </message>
    <message>
        <source>Rotator Impacts</source>
        <translation>Impactos Rotatórios</translation>
    </message>
    <message>
        <source>Rover Construction</source>
        <translation>Construção de Rovers</translation>
    </message>
    <message>
        <source>SF Memorial</source>
        <translation>Memorial de Ficção Científica</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotagem</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Satélites</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Search For Life</source>
        <translation>Procura por Vida</translation>
    </message>
    <message>
        <source>Security Fleet</source>
        <translation>Frota de Segurança</translation>
    </message>
    <message>
        <source>Self-Sufficient Settlement</source>
        <translation>Colônia Autossuficiente</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Naves</translation>
    </message>
    <message>
        <source>Sister Planet Support</source>
        <translation>Suporte do Planeta Vizinho</translation>
    </message>
    <message>
        <source>Sky Docks</source>
        <translation>Docas Aéreas</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Animaizinhos</translation>
    </message>
    <message>
        <source>Smelting Plant</source>
        <translation>Fundição</translation>
    </message>
    <message>
        <source>Society Support</source>
        <translation>Suporte à Sociedade</translation>
    </message>
    <message>
        <source>Soil Factory</source>
        <translation>Fabricação de Solo</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Energia Solar</translation>
    </message>
    <message>
        <source>Solar Probe</source>
        <translation>Sonda Solar</translation>
    </message>
    <message>
        <source>Solar Reflectors</source>
        <translation>Refletores Solares</translation>
    </message>
    <message>
        <source>Solar Wind Power</source>
        <translation>Energia de Vento Solar</translation>
    </message>
    <message>
        <source>Solarnet</source>
        <translation>Solarnet</translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation>Soletta</translation>
    </message>
    <message>
        <source>Space Elevator</source>
        <translation>Elevador Espacial</translation>
    </message>
    <message>
        <source>Space Hotels</source>
        <translation>Hotéis Espaciais</translation>
    </message>
    <message>
        <source>Space Mirrors</source>
        <translation>Espelhos Espaciais</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Porto Espacial</translation>
    </message>
    <message>
        <source>Space Port Colony</source>
        <translation>Colônia Porto Espacial</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Estação Espacial</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Design Especial</translation>
    </message>
    <message>
        <source>Spin-Inducing Asteroid</source>
        <translation>Asteróide Indutor de Giro</translation>
    </message>
    <message>
        <source>Spin-off Department</source>
        <translation>Departamento Paralelo</translation>
    </message>
    <message>
        <source>Sponsored Academies</source>
        <translation>Academias Patrocinadas</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Tecnologia Padrão</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Siderúrgicas</translation>
    </message>
    <message>
        <source>Stormcraft Incorporated</source>
        <translation>Stormcraft Incorporated</translation>
    </message>
    <message>
        <source>Stratopolis</source>
        <translation>Estratópolis</translation>
    </message>
    <message>
        <source>Stratospheric Birds</source>
        <translation>Aves Estratosféricas</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Mina de Superfície</translation>
    </message>
    <message>
        <source>Sub-zero Salt Fish</source>
        <translation>Peixe Abaixo de Zero</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Reservatório Subterrâneo</translation>
    </message>
    <message>
        <source>Sulphur Exports</source>
        <translation>Exportações de Enxofre</translation>
    </message>
    <message>
        <source>Sulphur-Eating Bacteria</source>
        <translation>Bactéria Devoradora de Enxofre</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Fornecedor</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <translation>Entrega de Suprimentos</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Fungos Simbióticos</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Tardígrados</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Demonstração Tecnológica</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Energia Tectônica</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraforming Contract</source>
        <translation>Contrato de Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Terraformando Ganimedes</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>República de Tharsis</translation>
    </message>
    <message>
        <source>Thermophiles</source>
        <translation>Termófilos</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titan Air-scrapping</source>
        <translation>Coletor Aéreo em Titã</translation>
    </message>
    <message>
        <source>Titan Floating Launch-pad</source>
        <translation>Plataforma de Flutuadores em Titã</translation>
    </message>
    <message>
        <source>Titan Shuttles</source>
        <translation>Transportadores em Titã</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Mina de Titânio</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Estação de Pedágio</translation>
    </message>
    <message>
        <source>Towing A Comet</source>
        <translation>Cometa a Reboque</translation>
    </message>
    <message>
        <source>Trade Envoys</source>
        <translation>Enviados Comerciais</translation>
    </message>
    <message>
        <source>Trading Colony</source>
        <translation>Colônia Comercial</translation>
    </message>
    <message>
        <source>Trans-Neptune Probe</source>
        <translation>Sonda Transnetuniana</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Árvores</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Resort Tropical</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Cultivo de Tundra</translation>
    </message>
    <message>
        <source>UNMI Contractor</source>
        <translation>Empreiteiro da UNMI</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Cidade Subterrânea</translation>
    </message>
    <message>
        <source>Underground Detonations</source>
        <translation>Explosões Subterrâneas</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Urban Decomposers</source>
        <translation>Decompositores Urbanos</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Área Urbanizada</translation>
    </message>
    <message>
        <source>Valley Trust</source>
        <translation>Valley Trust</translation>
    </message>
    <message>
        <source>Venus Governor</source>
        <translation>Governador de Vênus</translation>
    </message>
    <message>
        <source>Venus Magnetizer</source>
        <translation>Magnetizador de Vênus</translation>
    </message>
    <message>
        <source>Venus Soils</source>
        <translation>Solo Venusiano</translation>
    </message>
    <message>
        <source>Venus Waystation</source>
        <translation>Estação de Passagem de Vênus</translation>
    </message>
    <message>
        <source>Venusian Animals</source>
        <translation>Animais Venusianos</translation>
    </message>
    <message>
        <source>Venusian Insects</source>
        <translation>Insetos Venusianos</translation>
    </message>
    <message>
        <source>Venusian Plants</source>
        <translation>Plantas Venusianas</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Estaleiro Vesta</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Potenciadores Virais</translation>
    </message>
    <message>
        <source>Viron</source>
        <translation>Viron</translation>
    </message>
    <message>
        <source>Virus</source>
        <translation>Vírus</translation>
    </message>
    <message>
        <source>Vitor</source>
        <translation>Vitor</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <translation>Unidade de Dobra</translation>
    </message>
    <message>
        <source>Water Import From Europa</source>
        <translation>Importação de Água de Europa</translation>
    </message>
    <message>
        <source>Water Splitting Plant</source>
        <translation>Usina de Separação de Água</translation>
    </message>
    <message>
        <source>Water to Venus</source>
        <translation>Água para Vênus</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Energia das Ondas</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Moinho de Vento</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Minhocas</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Zepelins</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>Action, pick one: 1 titanium → two floaters here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Ação, escolha uma: 1 titânio → 2 flutuadores aqui; ou descarte 2 flutuadores daqui → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action, pick one: 1 titanium → two floaters onto this card; or two floaters off this card → your TR goes up 1. VP: 2.</source>
        <translation>Ação, escolha uma: 1 de titânio → 2 flutuadores nesta carta; ou 2 flutuadores tirados desta carta → seu IT sobe 1. PV: 2.</translation>
    </message>
    <message>
        <source>Action, pick one: 2 M€ → one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Ação, escolha uma: 2 M$ → 1 flutuador aqui; ou descarte 2 flutuadores daqui → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → M€ production +1.</source>
        <translation>Ação, escolha uma: 1 flutuador aqui; ou descarte 1 flutuador daqui → produção de M$ +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → energy production +1.</source>
        <translation>Ação, escolha uma: 1 flutuador aqui; ou descarte 1 flutuador daqui → produção de energia +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater onto any card of yours (this one too); or discard a floater from here → draw a card. VP: 1.</source>
        <translation>Ação, escolha uma: 1 flutuador em qualquer carta sua (esta também); ou descarte 1 flutuador daqui → pegue uma carta. PV: 1.</translation>
    </message>
    <message>
        <source>Action, pick one: one microbe here; or discard 2 microbes from here → oxygen up one step.</source>
        <translation>Ação, escolha uma: 1 micróbio aqui; ou descarte 2 micróbios daqui → o oxigênio sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action, pick one: two floaters onto one of your Jovian-tagged cards (this one too); or any number of floaters off this card, at least one → as many titanium. VP: 1.</source>
        <translation>Ação, escolha uma: 2 flutuadores em uma carta sua com ícone joviano (esta também); ou tire desta carta quantos flutuadores quiser, pelo menos 1 → o mesmo número de titânio. PV: 1.</translation>
    </message>
    <message>
        <source>Action: 1 energy → 1 M€ per city tile on Mars (every player&apos;s; cities off Mars are not counted).</source>
        <translation>Ação: 1 de energia → 1 M$ por tile de cidade em Marte (de todos os jogadores; cidades fora de Marte não contam).</translation>
    </message>
    <message>
        <source>Action: 1 energy → draw a card.</source>
        <translation>Ação: 1 de energia → pegue uma carta.</translation>
    </message>
    <message>
        <source>Action: 1 titanium → one fighter resource here. VP: 1 per fighter here.</source>
        <translation>Ação: 1 de titânio → 1 recurso de caça aqui. PV: 1 por caça aqui.</translation>
    </message>
    <message>
        <source>Action: 10 M€ → heat production +2.</source>
        <translation>Ação: 10 M$ → produção de calor +2.</translation>
    </message>
    <message>
        <source>Action: 12 M€ (titanium usable as for space cards) → one ocean tile. VP: 1 per Jovian tag you hold.</source>
        <translation>Ação: 12 M$ (pode-se usar titânio como em cartas espaciais) → 1 tile de oceano. PV: 1 por ícone joviano que você tiver.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 steel, and oxygen goes up one step.</source>
        <translation>Ação: 4 de energia → 1 de aço, e o oxigênio sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 titanium, and oxygen goes up one step.</source>
        <translation>Ação: 4 de energia → 1 de titânio, e o oxigênio sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 2 steel, and oxygen goes up one step.</source>
        <translation>Ação: 4 de energia → 2 de aço, e o oxigênio sobe 1 nível.</translation>
    </message>
    <message>
        <source>Action: 6 energy → one science resource here. VP: 2 per science resource here.</source>
        <translation>Ação: 6 de energia → 1 recurso de ciência aqui. PV: 2 por recurso de ciência aqui.</translation>
    </message>
    <message>
        <source>Action: 7 M€ → energy production +1.</source>
        <translation>Ação: 7 M$ → produção de energia +1.</translation>
    </message>
    <message>
        <source>Action: 8 M€ (steel usable as for building cards) → one ocean tile.</source>
        <translation>Ação: 8 M$ (pode-se usar aço como em cartas de construção) → 1 tile de oceano.</translation>
    </message>
    <message>
        <source>Action: M€ production down 1 step → a camp onto this card. VP: 1 per camp here.</source>
        <translation>Ação: sua produção de M$ cai 1 nível → 1 acampamento nesta carta. PV: 1 por acampamento aqui.</translation>
    </message>
    <message>
        <source>Action: any number of your energy → that many M€.</source>
        <translation>Ação: qualquer quantidade da sua energia → a mesma quantidade de M$.</translation>
    </message>
    <message>
        <source>Action: lower your energy production by one → TR +1.</source>
        <translation>Ação: diminua sua produção de energia em 1 nível → IT +1.</translation>
    </message>
    <message>
        <source>Action: one floater onto another card of yours.</source>
        <translation>Ação: 1 flutuador em outra carta sua.</translation>
    </message>
    <message>
        <source>Action: one floater onto any card of yours (this one too). Ongoing: floaters here pay for Venus-tagged cards, 3 M€ each.</source>
        <translation>Ação: 1 flutuador em qualquer carta sua (esta também). Efeito contínuo: os flutuadores daqui pagam cartas com ícone de Vênus, 3 M$ cada.</translation>
    </message>
    <message>
        <source>Action: one microbe here. VP: 1 per 4 microbes here.</source>
        <translation>Ação: 1 micróbio aqui. PV: 1 a cada 4 micróbios aqui.</translation>
    </message>
    <message>
        <source>Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Ação: olhe a carta do topo do deck; compre-a para sua mão por 3 M$ ou jogue-a na pilha de descarte.</translation>
    </message>
    <message>
        <source>Add one resource to a card of yours already holding at least one resource (same kind as it holds).</source>
        <translation>Adicione 1 recurso a uma carta sua que já tenha ao menos 1 recurso (do mesmo tipo que ela armazena).</translation>
    </message>
    <message>
        <source>An ocean tile goes down.</source>
        <translation>Um tile de oceano é colocado.</translation>
    </message>
    <message>
        <source>An ocean tile goes down. Production: M€ -2, heat +3.</source>
        <translation>Um tile de oceano é colocado. Produção: M$ -2, calor +3.</translation>
    </message>
    <message>
        <source>An ocean tile goes down; you may then strip up to 4 M€ from the owner of one tile bordering it. VP: -1.</source>
        <translation>Um tile de oceano é colocado; depois, você pode remover até 4 M$ do dono de um tile adjacente a ele. PV: -1.</translation>
    </message>
    <message>
        <source>Any one player: energy production -1; then your energy production +1. VP: -1.</source>
        <translation>Um jogador qualquer: produção de energia -1; depois, sua produção de energia +1. PV: -1.</translation>
    </message>
    <message>
        <source>Any one player: heat production -2. Production: energy +1. VP: -1.</source>
        <translation>Um jogador qualquer: produção de calor -2. Produção: energia +1. PV: -1.</translation>
    </message>
    <message>
        <source>Bears a wild tag (it counts as one tag of any kind). No other effect.</source>
        <translation>Tem um ícone curinga (conta como um ícone de qualquer tipo). Nenhum outro efeito.</translation>
    </message>
    <message>
        <source>Bears a wild tag. Production: M€ +1. You draw 3 cards.</source>
        <translation>Tem um ícone curinga. Produção: M$ +1. Você pega 3 cartas.</translation>
    </message>
    <message>
        <source>Bears two science tags. You draw two cards. VP: 1.</source>
        <translation>Tem dois ícones de ciência. Você pega duas cartas. PV: 1.</translation>
    </message>
    <message>
        <source>Build a colony, and place an ocean tile.</source>
        <translation>Construa uma colônia e coloque um tile de oceano.</translation>
    </message>
    <message>
        <source>Build a colony, even on a tile where you already have one. Draw 2 cards.</source>
        <translation>Construa uma colônia, mesmo em um tile de colônia onde você já tenha uma. Pegue 2 cartas.</translation>
    </message>
    <message>
        <source>Build a colony.</source>
        <translation>Construa uma colônia.</translation>
    </message>
    <message>
        <source>Build a colony. Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Construa uma colônia. Efeito contínuo: antes de negociar, você pode avançar 1 nível o marcador da trilha desse tile de colônia.</translation>
    </message>
    <message>
        <source>Build a colony; M€ production down 2 steps.</source>
        <translation>Construa uma colônia; sua produção de M$ cai 2 níveis.</translation>
    </message>
    <message>
        <source>Choose one player and one option: strip up to 3 titanium, up to 4 steel, or up to 7 M€ from them.</source>
        <translation>Escolha um jogador e uma opção: remova dele até 3 de titânio, até 4 de aço ou até 7 M$.</translation>
    </message>
    <message>
        <source>Choose one production boost: plants +1 or energy +2.</source>
        <translation>Escolha um aumento de produção: plantas +1 ou energia +2.</translation>
    </message>
    <message>
        <source>Choose: plant production up 2 steps, or M€ production up 5 steps.</source>
        <translation>Escolha: produção de plantas +2, ou produção de M$ +5.</translation>
    </message>
    <message>
        <source>Choose: receive 3 plants, or 3 microbes onto another card of yours, or 2 animals onto another card of yours. An ocean tile also goes down.</source>
        <translation>Escolha: receba 3 plantas, ou 3 micróbios em outra carta sua, ou 2 animais em outra carta sua. Um tile de oceano também é colocado.</translation>
    </message>
    <message>
        <source>Choose: steal up to 2 steel or up to 3 M€ from one player (what they lose, you gain).</source>
        <translation>Escolha: roube até 2 de aço ou até 3 M$ de um jogador (o que ele perde, você ganha).</translation>
    </message>
    <message>
        <source>Choose: strip up to 2 animals from any single card, or up to 5 plants from one player.</source>
        <translation>Escolha: remova até 2 animais de uma única carta qualquer, ou até 5 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Discard 5 heat of yours, then choose: receive 4 plants, or 2 animals onto another card of yours.</source>
        <translation>Descarte 5 do seu calor; depois, escolha: receba 4 plantas, ou 2 animais em outra carta sua.</translation>
    </message>
    <message>
        <source>Discard a card from your hand, then draw three. Every opponent draws one card. VP: 1.</source>
        <translation>Descarte uma carta da sua mão e depois pegue três. Cada oponente pega uma carta. PV: 1.</translation>
    </message>
    <message>
        <source>Draw a card for every 3 science tags you have, this one included. VP: 1.</source>
        <translation>Pegue 1 carta para cada 3 ícones de ciência que você tiver, incluindo o desta carta. PV: 1.</translation>
    </message>
    <message>
        <source>Give up one floater from a card of yours (you must have one); then take up to 5 M€ from any player.</source>
        <translation>Tire 1 flutuador de uma carta sua (você precisa ter um); depois, tome até 5 M$ de qualquer jogador.</translation>
    </message>
    <message>
        <source>Heat production up 5 steps.</source>
        <translation>Produção de calor +5.</translation>
    </message>
    <message>
        <source>Lay a city tile on a space with no tile around it. Ongoing: all cards you play are 1 M€ cheaper.</source>
        <translation>Coloque um tile de cidade em uma área sem nenhum tile ao redor. Efeito contínuo: todas as cartas que você jogar custam 1 M$ a menos.</translation>
    </message>
    <message>
        <source>Lay a city tile; production: energy -2, steel +2.</source>
        <translation>Coloque um tile de cidade; produção: energia -2, aço +2.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 3 cards: one goes to your hand, the others to the discard pile.</source>
        <translation>Olhe em segredo as 3 cartas do topo do deck: uma vai para sua mão, as demais para a pilha de descarte.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 4 cards: two go to your hand, the others to the discard pile.</source>
        <translation>Olhe em segredo as 4 cartas do topo do deck: duas vão para sua mão, as demais para a pilha de descarte.</translation>
    </message>
    <message>
        <source>Mark a free, unreserved land space with your player marker; from then on nobody but you may put a tile there.</source>
        <translation>Marque uma área livre e não reservada com seu marcador pessoal; a partir de então, ninguém além de você pode colocar um tile ali.</translation>
    </message>
    <message>
        <source>Move one colony tile&apos;s track marker 1 step up and another tile&apos;s 1 step down (both must be possible).</source>
        <translation>Avance 1 nível o marcador da trilha de um tile de colônia e recue 1 nível o de outro (as duas coisas precisam ser possíveis).</translation>
    </message>
    <message>
        <source>M€ production up 1 step for each of your cards in play that has no tag (this one, your corporation and Preludes included). VP: 1.</source>
        <translation>Produção de M$ +1 para cada carta sua em jogo sem nenhum ícone (incluindo esta, sua corporação e seus Prelúdios). PV: 1.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every 3 floaters on your cards.</source>
        <translation>Produção de M$ +1 para cada 3 flutuadores nas suas cartas.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every Jovian tag in play, anyone&apos;s. VP: 1.</source>
        <translation>Produção de M$ +1 para cada ícone joviano em jogo, seja de quem for. PV: 1.</translation>
    </message>
    <message>
        <source>M€ production up 2 steps. Ongoing: each card you play whose printed cost is 20 M€ or more draws you a card.</source>
        <translation>Produção de M$ +2. Efeito contínuo: cada carta que você jogar com custo impresso de 20 M$ ou mais faz você pegar uma carta.</translation>
    </message>
    <message>
        <source>Needs -6 °C or warmer. Lower any player&apos;s plant production 1 step. Action: an animal onto this card. VP: 1 per 2 animals here.</source>
        <translation>Requer -6 °C ou mais. Produção de plantas de qualquer jogador -1. Ação: 1 animal nesta carta. PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. M€ production up 2 steps, and you receive 4 M€. VP: -1.</source>
        <translation>Requer 2 ícones de Terra. Produção de M$ +2, e você recebe 4 M$. PV: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. Production: M€ +4.</source>
        <translation>Requer 2 ícones de Terra. Produção: M$ +4.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. The next card you play this generation is 16 M€ cheaper. VP: -1.</source>
        <translation>Requer 2 ícones de Terra. A próxima carta que você jogar nesta geração custa 16 M$ a menos. PV: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. You get one more trade fleet. Ongoing: every card you play costs 1 M€ less. VP: 2.</source>
        <translation>Requer 2 ícones de Terra. Você ganha mais uma frota comercial. Efeito contínuo: todas as cartas que você jogar custam 1 M$ a menos. PV: 2.</translation>
    </message>
    <message>
        <source>Needs 2 Jovian tags. You receive 12 heat; remove up to 2 plants from any player.</source>
        <translation>Requer 2 ícones jovianos. Você recebe 12 de calor; remova até 2 plantas de qualquer jogador.</translation>
    </message>
    <message>
        <source>Needs 2 Venus tags; bears two. Production: M€ +2.</source>
        <translation>Requer 2 ícones de Vênus; traz dois. Produção: M$ +2.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Ongoing: each Earth tag you play puts an animal here. Action: 1 M€ per animal here (the animals stay). VP: 1.</source>
        <translation>Requer 2 tiles de cidade em jogo, de qualquer jogador. Efeito contínuo: cada ícone de Terra que você jogar põe 1 animal aqui. Ação: 1 M$ por animal aqui (os animais ficam). PV: 1.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Production: M€ +1. VP: 1.</source>
        <translation>Requer 2 tiles de cidade em jogo, de qualquer jogador. Produção: M$ +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Any one player: energy production -1; then your energy production +1.</source>
        <translation>Requer 2 ícones de energia em jogo. Um jogador qualquer: produção de energia -1; depois, sua produção de energia +1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Production: energy +3.</source>
        <translation>Requer 2 ícones de energia em jogo. Produção: energia +3.</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Lay a greenery tile (oxygen goes up one step).</source>
        <translation>Requer 2 ícones de ciência em jogo. Coloque um tile de vegetação (o oxigênio sobe 1 nível).</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Production: energy +3. VP: 1.</source>
        <translation>Requer 2 ícones de ciência em jogo. Produção: energia +3. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Action: 2 M€ → one floater onto any card of yours (this one too). VP: 1 per 2 floaters here.</source>
        <translation>Requer 2 ícones de ciência. Ação: 2 M$ → 1 flutuador em qualquer carta sua (esta também). PV: 1 por 2 flutuadores aqui.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Action: one microbe onto any card of yours (this one too). VP: 1 per 3 microbes here.</source>
        <translation>Requer 2 ícones de ciência. Ação: 1 micróbio em qualquer carta sua (esta também). PV: 1 por 3 micróbios aqui.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Production: M€ +2. Your city tile goes on the Stratopolis space (off Mars). Action: two floaters onto one of your Venus-tagged cards (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Requer 2 ícones de ciência. Produção: M$ +2. Seu tile de cidade vai para a área Estratópolis (fora de Marte). Ação: 2 flutuadores em uma carta sua com ícone de Vênus (esta também). PV: 1 por 3 flutuadores aqui.</translation>
    </message>
    <message>
        <source>Needs 3 Earth tags. M€ production up 2 steps.</source>
        <translation>Requer 3 ícones de Terra. Produção de M$ +2.</translation>
    </message>
    <message>
        <source>Needs 3 floaters on your cards. M€ production up 2 steps; two floaters onto any card of yours. VP: 1.</source>
        <translation>Requer 3 flutuadores nas suas cartas. Produção de M$ +2; 2 flutuadores em qualquer carta sua. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: M€ +2. VP: 2.</source>
        <translation>Requer 3 ícones de ciência em jogo. Produção: M$ +2. PV: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy +1, M€ +1. VP: 1.</source>
        <translation>Requer 3 ícones de ciência em jogo. Produção: energia +1, M$ +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy -1. Action: draw two cards. VP: 1.</source>
        <translation>Requer 3 ícones de ciência em jogo. Produção: energia -1. Ação: pegue duas cartas. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or 1 M€ per floater here, 4 M€ at most (the floaters stay). VP: 1.</source>
        <translation>Requer 3 ícones de ciência. Ação, escolha uma: 1 flutuador em uma carta sua com ícone joviano (esta também); ou 1 M$ por flutuador aqui, no máximo 4 M$ (os flutuadores ficam). PV: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Choose: temperature up two steps, or Venus up two steps. Then two floaters onto any card of yours. VP: 1.</source>
        <translation>Requer 3 ícones de ciência. Escolha: a temperatura sobe 2 níveis, ou Vênus sobe 2 níveis. Depois, 2 flutuadores em qualquer carta sua. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Draw 2 cards. Action, pick one: a floater onto this card; or a floater off this card → draw a card. VP: 2.</source>
        <translation>Requer 3 ícones de ciência. Pegue 2 cartas. Ação, escolha uma: 1 flutuador nesta carta; ou 1 flutuador tirado desta carta → pegue uma carta. PV: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. You draw two cards. VP: 2.</source>
        <translation>Requer 3 ícones de ciência. Você pega duas cartas. PV: 2.</translation>
    </message>
    <message>
        <source>Needs 4 science tags in play. Production: energy +4. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requer 4 ícones de ciência em jogo. Produção: energia +4. Efeito contínuo: cartas com ícone espacial custam 2 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Energy production up 4 steps.</source>
        <translation>Requer 4 ícones de ciência. Produção de energia +4.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. M€ production up 1 step per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Requer 4 ícones de ciência. Produção de M$ +1 por colônia em jogo, seja de quem for. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Production: energy -1, titanium +1. Your city tile goes on the Dawn City space (off Mars). VP: 3.</source>
        <translation>Requer 4 ícones de ciência. Produção: energia -1, titânio +1. Seu tile de cidade vai para a área Cidade do Amanhecer (fora de Marte). PV: 3.</translation>
    </message>
    <message>
        <source>Needs 5 floaters on your cards. You receive 1 M€ per city tile in play, anyone&apos;s. VP: 1.</source>
        <translation>Requer 5 flutuadores nas suas cartas. Você recebe 1 M$ por tile de cidade em jogo, de qualquer jogador. PV: 1.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. No on-play effect. VP: 4.</source>
        <translation>Requer 5 ícones de ciência em jogo. Sem efeito ao ser jogada. PV: 4.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. Production: energy +6. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requer 5 ícones de ciência em jogo. Produção: energia +6. Efeito contínuo: cartas com ícone espacial custam 2 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Needs 5 science tags. Ongoing: cards with a space tag cost you 4 M€ less. VP: 2.</source>
        <translation>Requer 5 ícones de ciência. Efeito contínuo: cartas com ícone espacial custam 4 M$ a menos para você. PV: 2.</translation>
    </message>
    <message>
        <source>Needs 7 science tags in play. Ongoing: all cards you play are 2 M€ cheaper. VP: 3.</source>
        <translation>Requer 7 ícones de ciência em jogo. Efeito contínuo: todas as cartas que você jogar custam 2 M$ a menos. PV: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 10%. Venus goes up two steps.</source>
        <translation>Requer Vênus ≤ 10%. Vênus sobe 2 níveis.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 14%. Action, pick one: 6 M€ (titanium usable as for space cards) → one asteroid here; or discard an asteroid from here → Venus up one step.</source>
        <translation>Requer Vênus ≤ 14%. Ação, escolha uma: 6 M$ (titânio aceito como para cartas espaciais) → 1 asteroide aqui; ou descarte 1 asteroide daqui → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Action: lower your energy production by one → Venus up one step.</source>
        <translation>Requer Vênus ≥ 10%. Ação: reduza sua produção de energia em 1 → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Two microbes or two animals onto another of your Venus-tagged cards. Production: energy -1, M€ +2. VP: 2.</source>
        <translation>Requer Vênus ≥ 10%. 2 micróbios ou 2 animais em outra carta sua com ícone de Vênus. Produção: energia -1, M$ +2. PV: 2.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Venus goes up one step.</source>
        <translation>Requer Vênus ≥ 10%. Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Action: one microbe here. VP: 1 per 2 microbes here.</source>
        <translation>Requer Vênus ≥ 12%. Ação: 1 micróbio aqui. PV: 1 por 2 micróbios aqui.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Production: energy -1. Your city tile goes on the Maxwell Base space (off Mars). Action: one resource onto another of your Venus-tagged cards. VP: 3.</source>
        <translation>Requer Vênus ≥ 12%. Produção: energia -1. Seu tile de cidade vai para a área Base Maxwell (fora de Marte). Ação: 1 recurso em outra carta sua com ícone de Vênus. PV: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%; you discard a floater from one of your cards. Action: one animal here. VP: 1 per animal here.</source>
        <translation>Requer Vênus ≥ 12%; você descarta 1 flutuador de uma carta sua. Ação: 1 animal aqui. PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 16%. Venus goes up one step; one microbe or one animal onto another of your Venus-tagged cards. VP: 1.</source>
        <translation>Requer Vênus ≥ 16%. Vênus sobe 1 nível; 1 micróbio ou 1 animal em outra carta sua com ícone de Vênus. PV: 1.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 18%. Ongoing: one animal here per science tag you play (this card&apos;s counts). VP: 1 per animal here.</source>
        <translation>Requer Vênus ≥ 18%. Efeito contínuo: 1 animal aqui por ícone de ciência que você jogar (o desta carta conta). PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe here; or discard any number of microbes from here → 3 M€ for each.</source>
        <translation>Requer Vênus ≥ 6%. Ação, escolha uma: 1 micróbio aqui; ou descarte quantos micróbios quiser daqui → 3 M$ por cada um.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe onto one of your Venus-tagged cards (this one too); or discard 2 microbes from here → Venus up one step.</source>
        <translation>Requer Vênus ≥ 6%. Ação, escolha uma: 1 micróbio em uma carta sua com ícone de Vênus (esta também); ou descarte 2 micróbios daqui → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 8%. Production: titanium +1.</source>
        <translation>Requer Vênus ≥ 8%. Produção: titânio +1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag in play. Production: heat +3, energy +3. VP: 1.</source>
        <translation>Requer um ícone joviano em jogo. Produção: calor +3, energia +3. PV: 1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag. Your TR goes up 1; two floaters onto any card of yours (this one too). Action: 1 titanium → two floaters onto this card. VP: 1 per 2 floaters here.</source>
        <translation>Requer 1 ícone joviano. Seu IT sobe 1; 2 flutuadores em qualquer carta sua (esta também). Ação: 1 de titânio → 2 flutuadores nesta carta. PV: 1 por 2 flutuadores aqui.</translation>
    </message>
    <message>
        <source>Needs a TR of 25 or more. Production: M€ +4.</source>
        <translation>Requer IT 25 ou mais. Produção: M$ +4.</translation>
    </message>
    <message>
        <source>Needs a Venus tag and an Earth tag. Production: M€ +3.</source>
        <translation>Requer um ícone de Vênus e um ícone da Terra. Produção: M$ +3.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. Production: steel +2.</source>
        <translation>Requer um ícone de Vênus, um da Terra e um de Júpiter. Produção: aço +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. TR +2.</source>
        <translation>Requer um ícone de Vênus, um da Terra e um de Júpiter. IT +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. VP: 2.</source>
        <translation>Requer um ícone de Vênus, um da Terra e um de Júpiter. PV: 2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. You draw two cards. VP: 1.</source>
        <translation>Requer um ícone de Vênus, um da Terra e um de Júpiter. Você pega duas cartas. PV: 1.</translation>
    </message>
    <message>
        <source>Needs a city tile and a colony of yours. Plant production up 1 step; two microbes onto another card of yours.</source>
        <translation>Requer um tile de cidade seu e uma colônia sua. Produção de plantas +1; 2 micróbios em outra carta sua.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Build a colony, even on a tile where you already have one. You get one more trade fleet. VP: 1 per 2 colonies in play, anyone&apos;s.</source>
        <translation>Requer uma colônia sua. Construa uma colônia, mesmo em um tile de colônia onde você já tenha uma. Você ganha mais uma frota comercial. PV: 1 a cada 2 colônias em jogo, de qualquer jogador.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Energy production down 1 step, M€ production up 4 steps. Place a city tile. You get one more trade fleet.</source>
        <translation>Requer uma colônia sua. Produção de energia -1, produção de M$ +4. Coloque um tile de cidade. Você ganha mais uma frota comercial.</translation>
    </message>
    <message>
        <source>Needs a greenery tile of your own. The Ecological Zone tile goes on land bordering any greenery. Ongoing: one animal here per animal or plant tag you play (its own two count); VP: 1 per 2 animals here.</source>
        <translation>Requer um tile de vegetação seu. O tile Zona Ecológica vai para uma área não reservada para oceanos, adjacente a qualquer vegetação. Efeito contínuo: 1 animal aqui por ícone de animal ou de planta que você jogar (os dois desta carta contam); PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>Needs a plant tag, a microbe tag and an animal tag already in play (its own tags do not count). No on-play effect. VP: 3.</source>
        <translation>Requer um ícone de planta, um de micróbio e um de animal já em jogo (os ícones desta carta não contam). Sem efeito ao ser jogada. PV: 3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 4%. The Natural Preserve tile goes on a space with no tile around it; production: M€ +1. VP: 1.</source>
        <translation>Requer oxigênio ≤ 4%. O tile Reserva Natural vai para uma área sem nenhum tile ao redor; produção: M$ +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 4%. You draw two cards. VP: 1.</source>
        <translation>Requer oxigênio ≤ 4%. Você pega duas cartas. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 5%. No on-play effect. VP: 2.</source>
        <translation>Requer oxigênio ≤ 5%. Sem efeito ao ser jogada. PV: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 6%. Action: 1 M€ → flip the deck&apos;s top card and discard it; a microbe tag on it puts a science resource here. VP: 3 if this card holds any science resource, else 0.</source>
        <translation>Requer oxigênio ≤ 6%. Ação: 1 M$ → revele a carta do topo do deck e descarte-a; se ela tiver um ícone de micróbio, coloque 1 recurso de ciência aqui. PV: 3 se esta carta tiver algum recurso de ciência; caso contrário, 0.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 7%. Receive 3 plants, lay a city tile; production: energy -1, M€ +3. VP: 1.</source>
        <translation>Requer oxigênio ≤ 7%. Receba 3 plantas, coloque um tile de cidade; produção: energia -1, M$ +3. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 8%. Production: energy -1. Action: 1 plant or 1 steel → 7 M€. VP: 1.</source>
        <translation>Requer oxigênio ≤ 8%. Produção: energia -1. Ação: 1 planta ou 1 de aço → 7 M$. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 9%. Lay a city tile; production: energy -1, M€ +3.</source>
        <translation>Requer oxigênio ≤ 9%. Coloque um tile de cidade; produção: energia -1, M$ +3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 11%. Action: shift one animal from any card, yours or an opponent&apos;s, onto this one. VP: 1 per animal here.</source>
        <translation>Requer oxigênio ≥ 11%. Ação: mova 1 animal de qualquer carta, sua ou de um oponente, para esta. PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 12%. Receive 2 plants, lay a city tile; production: energy -1, M€ +4. VP: 1.</source>
        <translation>Requer oxigênio ≥ 12%. Receba 2 plantas, coloque um tile de cidade; produção: energia -1, M$ +4. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 13%. Any one player: plant production -2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requer oxigênio ≥ 13%. Um jogador qualquer: produção de plantas -2. Ação: 1 animal aqui; PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 2%. Production: heat +2, plants +2. VP: 2.</source>
        <translation>Requer oxigênio ≥ 2%. Produção: calor +2, plantas +2. PV: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 3%. Ongoing: one microbe here per animal, plant or microbe tag you play (its own counts). VP: 1 per 3 microbes here.</source>
        <translation>Requer oxigênio ≥ 3%. Efeito contínuo: 1 micróbio aqui por ícone de animal, planta ou micróbio que você jogar (incluindo o desta carta). PV: 1 a cada 3 micróbios aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action, pick one: one microbe here; or discard 2 microbes from here → temperature up one step.</source>
        <translation>Requer oxigênio ≥ 4%. Ação, escolha uma: 1 micróbio aqui; ou descarte 2 micróbios daqui → a temperatura sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action: shift one microbe from any card, yours or an opponent&apos;s, onto this one. VP: 1 per 2 microbes here.</source>
        <translation>Requer oxigênio ≥ 4%. Ação: mova 1 micróbio de qualquer carta, sua ou de um oponente, para esta. PV: 1 a cada 2 micróbios aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Production: plants +1 per 2 microbe tags you hold, this card&apos;s included.</source>
        <translation>Requer oxigênio ≥ 4%. Produção: plantas +1 a cada 2 ícones de micróbio que você tiver, incluindo o desta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: M€ +1 per city tile on Mars, anyone&apos;s. VP: 1.</source>
        <translation>Requer oxigênio ≥ 5%. Produção: M$ +1 por tile de cidade em Marte, de qualquer jogador. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: energy -1, M€ +2. Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Requer oxigênio ≥ 5%. Produção: energia -1, M$ +2. Efeito contínuo: cartas com ícone espacial custam 2 M$ a menos para você. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Action: one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requer oxigênio ≥ 6%. Um jogador qualquer: produção de plantas -1. Ação: 1 animal aqui; PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Production: energy +2. VP: -1.</source>
        <translation>Requer oxigênio ≥ 6%. Um jogador qualquer: produção de plantas -1. Produção: energia +2. PV: -1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Production: plants +1 per plant tag you hold.</source>
        <translation>Requer oxigênio ≥ 6%. Produção: plantas +1 por ícone de planta que você tiver.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. No on-play effect. VP: 2.</source>
        <translation>Requer oxigênio ≥ 7%. Sem efeito ao ser jogada. PV: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. Production: energy +1. VP: 1.</source>
        <translation>Requer oxigênio ≥ 7%. Produção: energia +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 8%. One animal here; any one player: plant production -1. Ongoing: each greenery tile you lay adds one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requer oxigênio ≥ 8%. 1 animal aqui; um jogador qualquer: produção de plantas -1. Efeito contínuo: cada tile de vegetação que você colocar adiciona 1 animal aqui; PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 9%. Production: plants -1, M€ +2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requer oxigênio ≥ 9%. Produção: plantas -1, M$ +2. Ação: 1 animal aqui; PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs steel production of your own. Any one player: steel production -1; then your steel production +1.</source>
        <translation>Requer produção de aço própria. Um jogador qualquer: produção de aço -1; depois, sua produção de aço +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -10 °C. Action, pick one: receive 1 plant, or 2 microbes onto a different card of yours.</source>
        <translation>Requer temperatura ≤ -10 °C. Ação, escolha uma: receba 1 planta, ou 2 micróbios em outra carta sua.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -12 °C. Receive 1 plant. Ongoing: every ocean tile anyone lays earns you 2 plants.</source>
        <translation>Requer temperatura ≤ -12 °C. Receba 1 planta. Efeito contínuo: cada tile de oceano colocado por qualquer jogador rende a você 2 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -14 °C. Production: plants +2.</source>
        <translation>Requer temperatura ≤ -14 °C. Produção: plantas +2.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -18 °C. Production: plants +1.</source>
        <translation>Requer temperatura ≤ -18 °C. Produção: plantas +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -20 °C. Action: one microbe here. Ongoing: when you pay for a plant-tagged card, each microbe here may count as 2 M€.</source>
        <translation>Requer temperatura ≤ -20 °C. Ação: 1 micróbio aqui. Efeito contínuo: ao pagar por uma carta com ícone de planta, cada micróbio aqui pode valer 2 M$.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. An ocean tile goes down.</source>
        <translation>Requer temperatura ≥ +2 °C. Um tile de oceano é colocado.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. Any one player: plant production -1. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requer temperatura ≥ +2 °C. Um jogador qualquer: produção de plantas -1. Ação: 1 animal aqui; PV: 1 por animal aqui.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement. VP: 1.</source>
        <translation>Requer temperatura ≥ +4 °C. Um tile de vegetação (com seu nível de oxigênio) vai para uma área reservada para oceanos, ignorando as regras normais de colocação de vegetação. PV: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. Production: M€ +2, plants +2; receive 2 plants. VP: 2.</source>
        <translation>Requer temperatura ≥ +4 °C. Produção: M$ +2, plantas +2; receba 2 plantas. PV: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -10 °C. Production: plants +2; receive 2 plants.</source>
        <translation>Requer temperatura ≥ -10 °C. Produção: plantas +2; receba 2 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -12 °C. One animal onto an animal card of yours, receive 3 plants; production: M€ +2. VP: 1.</source>
        <translation>Requer temperatura ≥ -12 °C. 1 animal em uma carta de animal sua, receba 3 plantas; produção: M$ +2. PV: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Action: one microbe onto a different card of yours.</source>
        <translation>Requer temperatura ≥ -14 °C. Ação: 1 micróbio em outra carta sua.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Production: plants +1; receive 1 plant.</source>
        <translation>Requer temperatura ≥ -14 °C. Produção: plantas +1; receba 1 planta.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -16 °C. Production: plants +1; receive 3 plants.</source>
        <translation>Requer temperatura ≥ -16 °C. Produção: plantas +1; receba 3 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -20 °C. Production: M€ +1; receive 2 plants. VP: 1.</source>
        <translation>Requer temperatura ≥ -20 °C. Produção: M$ +1; receba 2 plantas. PV: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -24 °C. Production: plants +1.</source>
        <translation>Requer temperatura ≥ -24 °C. Produção: plantas +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -4 °C. Production: plants +3; receive 1 plant. VP: 1.</source>
        <translation>Requer temperatura ≥ -4 °C. Produção: plantas +3; receba 1 planta. PV: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. An ocean tile goes on a land space that is not ocean-reserved. VP: 1.</source>
        <translation>Requer temperatura ≥ -6 °C. Um tile de oceano vai para uma área que não é reservada para oceanos. PV: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. Production: plants +1, M€ +2; receive 1 plant. VP: 2.</source>
        <translation>Requer temperatura ≥ -6 °C. Produção: plantas +1, M$ +2; receba 1 planta. PV: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -8 °C. An ocean tile goes down.</source>
        <translation>Requer temperatura ≥ -8 °C. Um tile de oceano é colocado.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Action: 8 heat → TR +1.</source>
        <translation>Requer temperatura ≥ 0 °C. Ação: 8 de calor → IT +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Two ocean tiles go down. VP: 2.</source>
        <translation>Requer temperatura ≥ 0 °C. Dois tiles de oceano são colocados. PV: 2.</translation>
    </message>
    <message>
        <source>Needs titanium production of your own. Any one player: titanium production -1; then your titanium production +1. VP: 1.</source>
        <translation>Requer produção de titânio própria. Um jogador qualquer: produção de titânio -1; depois, sua produção de titânio +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs ≤ 3 oceans on Mars. No on-play effect. VP: 1.</source>
        <translation>Requer ≤ 3 oceanos em Marte. Sem efeito ao ser jogada. PV: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 2 oceans on Mars. Action: 3 energy → oxygen goes up one step.</source>
        <translation>Requer ≥ 2 oceanos em Marte. Ação: 3 de energia → o oxigênio sobe 1 nível.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 1 plant of yours. Production: plants +1.</source>
        <translation>Requer ≥ 3 oceanos em Marte e que você descarte 1 planta. Produção: plantas +1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 2 plants of yours. Production: plants +2.</source>
        <translation>Requer ≥ 3 oceanos em Marte e que você descarte 2 plantas. Produção: plantas +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: M€ -1, plants +2. Any one player: heat production -1.</source>
        <translation>Requer ≥ 3 oceanos em Marte. Produção: M$ -1, plantas +2. Um jogador qualquer: produção de calor -1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: energy +1. VP: 1.</source>
        <translation>Requer ≥ 3 oceanos em Marte. Produção: energia +1. PV: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy +2. VP: 1.</source>
        <translation>Requer ≥ 4 oceanos em Marte. Produção: energia +2. PV: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy -2, M€ +5; lay the Capital tile under city rules (it is a city). VP: 1 per ocean bordering it, on top of its city scoring.</source>
        <translation>Requer ≥ 4 oceanos em Marte. Produção: energia -2, M$ +5; coloque o tile Capital seguindo as regras de cidade (ele é uma cidade). PV: 1 por oceano adjacente a ele, além da sua pontuação de cidade.</translation>
    </message>
    <message>
        <source>Needs ≥ 5 oceans on Mars. Receive 1 plant; production: plants +2.</source>
        <translation>Requer ≥ 5 oceanos em Marte. Receba 1 planta; produção: plantas +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 6 oceans on Mars. Production: M€ +2, plants +3; receive 2 plants. VP: 1.</source>
        <translation>Requer ≥ 6 oceanos em Marte. Produção: M$ +2, plantas +3; receba 2 plantas. PV: 1.</translation>
    </message>
    <message>
        <source>No on-play effect. VP: 1.</source>
        <translation>Sem efeito ao ser jogada. PV: 1.</translation>
    </message>
    <message>
        <source>One animal here. Ongoing: every city tile laid by anyone adds one animal here, and animals on this card are immune to removal. VP: 1 per 2 animals here.</source>
        <translation>1 animal aqui. Efeito contínuo: cada tile de cidade colocado por qualquer jogador adiciona 1 animal aqui, e os animais desta carta não podem ser removidos. PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw one card.</source>
        <translation>Um tile de oceano é colocado e você pega uma carta.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw two cards. Then choose: receive 5 plants, or 4 animals onto another card of yours. VP: 2.</source>
        <translation>Um tile de oceano é colocado e você pega duas cartas. Depois, escolha: receba 5 plantas, ou 4 animais em outra carta sua. PV: 2.</translation>
    </message>
    <message>
        <source>Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Efeito contínuo: cartas com ícone de Terra custam 3 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Ongoing: Venus-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Efeito contínuo: cartas com ícone de Vênus custam 2 M$ a menos para você. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: all cards you play are 2 M€ cheaper. VP: 2.</source>
        <translation>Efeito contínuo: todas as cartas que você jogar custam 2 M$ a menos. PV: 2.</translation>
    </message>
    <message>
        <source>Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Efeito contínuo: antes de negociar, você pode avançar 1 nível o marcador da trilha desse tile de colônia.</translation>
    </message>
    <message>
        <source>Ongoing: each event card you play earns you 3 M€ once it resolves.</source>
        <translation>Efeito contínuo: cada carta de evento que você jogar rende a você 3 M$ depois de resolvida.</translation>
    </message>
    <message>
        <source>Ongoing: each space-tagged event you play earns you 3 M€ plus 3 heat.</source>
        <translation>Efeito contínuo: cada evento com ícone espacial que você jogar rende a você 3 M$ mais 3 de calor.</translation>
    </message>
    <message>
        <source>Ongoing: every city tile laid by anyone earns you 2 M€. VP: 1.</source>
        <translation>Efeito contínuo: cada tile de cidade colocado por qualquer jogador rende a você 2 M$. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: every standard project you pay for, Sell Patents excepted, refunds you 3 M€ afterwards.</source>
        <translation>Efeito contínuo: cada projeto-padrão que você pagar, exceto Venda de patentes, devolve a você 3 M$ em seguida.</translation>
    </message>
    <message>
        <source>Ongoing: every trade costs you one resource less.</source>
        <translation>Efeito contínuo: cada negociação custa 1 recurso a menos para você.</translation>
    </message>
    <message>
        <source>Ongoing: every trade costs you one resource less. VP: 1.</source>
        <translation>Efeito contínuo: cada negociação custa 1 recurso a menos para você. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: opponents cannot take away your plants, nor the animals or microbes on your cards.</source>
        <translation>Efeito contínuo: oponentes não podem remover suas plantas, nem os animais ou micróbios das suas cartas.</translation>
    </message>
    <message>
        <source>Ongoing: per plant, microbe or animal tag you play (this card&apos;s tags count), receive 1 plant or put one resource onto the card just played.</source>
        <translation>Efeito contínuo: para cada ícone de planta, micróbio ou animal que você jogar (incluindo os desta carta), receba 1 planta ou coloque 1 recurso na carta recém-jogada.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), either add one science resource here or discard one from here to draw a card. VP: 1.</source>
        <translation>Efeito contínuo: para cada ícone de ciência que você jogar (incluindo o desta carta), adicione 1 recurso de ciência aqui ou descarte 1 daqui para pegar uma carta. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), you may swap one hand card for a fresh draw (discard one, draw one). VP: 1.</source>
        <translation>Efeito contínuo: para cada ícone de ciência que você jogar (incluindo o desta carta), você pode trocar uma carta da mão por uma nova (descarte uma, pegue uma). PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Efeito contínuo: cartas com ícone espacial custam 2 M$ a menos para você. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: when you play a card, its temperature, oxygen or ocean requirement may be shifted by up to 2 steps either way. VP: 1.</source>
        <translation>Efeito contínuo: ao jogar uma carta, o requisito de temperatura, oxigênio ou oceanos dela pode ser deslocado em até 2 níveis para mais ou para menos. PV: 1.</translation>
    </message>
    <message>
        <source>Ongoing: your steel and your titanium each count 1 M€ above their usual value when paying.</source>
        <translation>Efeito contínuo: seu aço e seu titânio valem, cada um, 1 M$ a mais que o normal ao pagar.</translation>
    </message>
    <message>
        <source>Only with at most one colony of yours. Build a colony; M€ production down 2 steps. VP: 2.</source>
        <translation>Só se você tiver no máximo 1 colônia. Construa uma colônia; sua produção de M$ cai 2 níveis. PV: 2.</translation>
    </message>
    <message>
        <source>Opening assets: 23 M€, 10 titanium. Ongoing: each titanium you pay with counts 4 M€ instead of 3.</source>
        <translation>Condições iniciais: 23 M$, 10 de titânio. Efeito contínuo: cada titânio que você usar para pagar vale 4 M$ em vez de 3.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 20 steel. Ongoing: each event card you play earns you 2 M€.</source>
        <translation>Condições iniciais: 30 M$, 20 de aço. Efeito contínuo: cada carta de evento que você jogar rende a você 2 M$.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 5 steel, steel production 1. Ongoing: whenever a tile you lay on Mars sits on a steel or titanium placement bonus, steel production +1.</source>
        <translation>Condições iniciais: 30 M$, 5 de aço, produção de aço 1. Efeito contínuo: sempre que um tile que você colocar em Marte ficar sobre um bônus por colocação de aço ou titânio, produção de aço +1.</translation>
    </message>
    <message>
        <source>Opening assets: 35 M€, steel production 1. Ongoing: every time your production of a resource goes up, you also receive that many of the resource (the opening steel production too).</source>
        <translation>Condições iniciais: 35 M$, produção de aço 1. Efeito contínuo: toda vez que sua produção de um recurso aumenta, você também recebe essa mesma quantidade do recurso (a produção inicial de aço também conta).</translation>
    </message>
    <message>
        <source>Opening assets: 36 M€, 3 plants, plant production 2. Ongoing: turning plants into a greenery takes 7 plants, not 8.</source>
        <translation>Condições iniciais: 36 M$, 3 plantas, produção de plantas 2. Efeito contínuo: converter plantas em vegetação exige 7 plantas, e não 8.</translation>
    </message>
    <message>
        <source>Opening assets: 38 M€, titanium production 1. Ongoing: you draw a card for each Earth tag you play, this corporation&apos;s own included.</source>
        <translation>Condições iniciais: 38 M$, produção de titânio 1. Efeito contínuo: você pega uma carta para cada ícone de Terra que jogar, incluindo o desta corporação.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, heat production 3. Ongoing: heat may be spent like M€ at 1 for 1; M€ can never stand in for heat.</source>
        <translation>Condições iniciais: 42 M$, produção de calor 3. Efeito contínuo: calor pode ser gasto como M$ na proporção de 1 para 1; M$ nunca pode substituir calor.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, titanium production 1. Ongoing: each Jovian tag entering play, any player&apos;s and this corporation&apos;s own included, gives you M€ production +1.</source>
        <translation>Condições iniciais: 42 M$, produção de titânio 1. Efeito contínuo: cada ícone joviano que entrar em jogo, de qualquer jogador, incluindo o desta corporação, dá a você produção de M$ +1.</translation>
    </message>
    <message>
        <source>Opening assets: 44 M€, M€ production 3. Ongoing: building-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Condições iniciais: 44 M$, produção de M$ 3. Efeito contínuo: cartas com ícone de construção custam 2 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Opening assets: 45 M€, M€ production 2. Ongoing: each animal or plant tag you play, this card&apos;s included, puts an animal here. VP: 1 per 2 animals here.</source>
        <translation>Condições iniciais: 45 M$, produção de M$ 2. Efeito contínuo: cada ícone de animal ou de planta que você jogar, incluindo o desta carta, põe 1 animal aqui. PV: 1 a cada 2 animais aqui.</translation>
    </message>
    <message>
        <source>Opening assets: 47 M€, plant production 1. Ongoing: every time anyone raises Venus a step, you receive 2 M€.</source>
        <translation>Condições iniciais: 47 M$, produção de plantas 1. Efeito contínuo: toda vez que qualquer jogador faz Vênus subir 1 nível, você recebe 2 M$.</translation>
    </message>
    <message>
        <source>Opening assets: 48 M€, energy production 1. Ongoing: power-tagged cards and the Power Plant standard project are 3 M€ cheaper for you.</source>
        <translation>Condições iniciais: 48 M$, produção de energia 1. Efeito contínuo: cartas com ícone de energia e o projeto-padrão Usina elétrica custam 3 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Opening assets: 50 M€, 5 titanium, M€ production 5. Ongoing: every card you buy into your hand costs 5 M€ instead of 3, the opening hand included.</source>
        <translation>Condições iniciais: 50 M$, 5 de titânio, produção de M$ 5. Efeito contínuo: cada carta que você comprar para a mão custa 5 M$ em vez de 3, incluindo a mão inicial.</translation>
    </message>
    <message>
        <source>Opening cash: 37 M€; your very first action draws 3 Prelude cards, of which you play one and discard the others. Ongoing: science-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Dinheiro inicial: 37 M$; sua primeira ação pega 3 cartas de Prelúdio, das quais você joga uma e descarta as outras. Efeito contínuo: cartas com ícone de ciência custam 2 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€. Action: only if your TR rose earlier this generation, pay 3 M€ → TR +1.</source>
        <translation>Dinheiro inicial: 40 M$. Ação: somente se seu IT tiver subido antes nesta geração, pague 3 M$ → IT +1.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€; your very first action is to lay a city tile. Ongoing: any city laid on Mars by anyone gives you M€ production +1, and each city you lay yourself also earns 3 M€.</source>
        <translation>Dinheiro inicial: 40 M$; sua primeira ação é colocar um tile de cidade. Efeito contínuo: qualquer cidade colocada em Marte por qualquer jogador dá a você produção de M$ +1, e cada cidade que você mesmo colocar também rende 3 M$.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€; your very first action puts one more colony tile of your choice into play. Ongoing: each kind of tag you get in play for the first time raises your M€ production 1 step (events do not count).</source>
        <translation>Dinheiro inicial: 40 M$; sua primeira ação põe em jogo mais um tile de colônia à sua escolha. Efeito contínuo: cada tipo de ícone que você passar a ter em jogo pela primeira vez aumenta sua produção de M$ em 1 nível (eventos não contam).</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€. At setup you skip the card purchase and simply keep 10 project cards at no cost.</source>
        <translation>Dinheiro inicial: 42 M$. Na preparação, você não compra cartas: simplesmente fica com 10 cartas de projeto sem custo.</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€; your very first action is to reveal cards until two with a floater icon show up: those go to your hand, the rest are discarded. Action: one floater onto any card of yours (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Dinheiro inicial: 42 M$; sua primeira ação é revelar cartas até aparecerem duas com o símbolo de flutuador: elas vão para sua mão, as demais são descartadas. Ação: 1 flutuador em qualquer carta sua (esta também). PV: 1 por 3 flutuadores aqui.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action builds a colony. Ongoing: every colony anyone builds, yours included, raises your M€ production 1 step.</source>
        <translation>Dinheiro inicial: 45 M$; sua primeira ação constrói uma colônia. Efeito contínuo: cada colônia que qualquer jogador construir, incluindo as suas, aumenta sua produção de M$ em 1 nível.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action funds an award free of charge. Ongoing: every card you play whose VP icon is not negative (events too) brings you 3 M€.</source>
        <translation>Dinheiro inicial: 45 M$; sua primeira ação patrocina um prêmio de graça. Efeito contínuo: cada carta que você jogar cujo ícone de PV não seja negativo (eventos também) lhe dá 3 M$.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action is to draw 3 cards. Ongoing: temperature, oxygen and ocean requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Dinheiro inicial: 45 M$; sua primeira ação é pegar 3 cartas. Efeito contínuo: os requisitos de temperatura, oxigênio e oceanos das suas cartas podem ser deslocados em até 2 níveis para mais ou para menos.</translation>
    </message>
    <message>
        <source>Opening cash: 47 M€. Action: pay 4 M€ to raise by 1 a production of yours that is lowest of your six (your pick on a tie).</source>
        <translation>Dinheiro inicial: 47 M$. Ação: pague 4 M$ para aumentar em 1 uma das suas produções mais baixas (você escolhe em caso de empate).</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: one floater onto any card of yours (this one too). Ongoing: floaters here may be spent as 2 heat each wherever you spend heat.</source>
        <translation>Dinheiro inicial: 48 M$. Ação: 1 flutuador em qualquer carta sua (esta também). Efeito contínuo: os flutuadores desta carta podem ser gastos como 2 de calor cada, sempre que você gastar calor.</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: use again the action of one of your other cards that you already used this generation.</source>
        <translation>Dinheiro inicial: 48 M$. Ação: use de novo a ação de outra carta sua que você já usou nesta geração.</translation>
    </message>
    <message>
        <source>Opening cash: 50 M€; your very first action is to reveal cards until three Venus-tagged ones show up: those go to your hand, the rest are discarded. Ongoing: Venus requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Dinheiro inicial: 50 M$; sua primeira ação é revelar cartas até aparecerem três com ícone de Vênus: elas vão para sua mão, as demais são descartadas. Efeito contínuo: os requisitos de Vênus das suas cartas podem ser deslocados em até 2 níveis para mais ou para menos.</translation>
    </message>
    <message>
        <source>Opening cash: 57 M€. Ongoing: paying for any card or standard project with a printed cost of 20 M€ or more refunds you 4 M€ afterwards.</source>
        <translation>Dinheiro inicial: 57 M$. Efeito contínuo: pagar por qualquer carta ou projeto-padrão com custo impresso de 20 M$ ou mais devolve a você 4 M$ em seguida.</translation>
    </message>
    <message>
        <source>Opening cash: 60 M€. Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Dinheiro inicial: 60 M$. Efeito contínuo: cartas com ícone de Terra custam 3 M$ a menos para você.</translation>
    </message>
    <message>
        <source>Oxygen goes up one step and you receive 2 steel. May strip up to 2 plants from one player.</source>
        <translation>O oxigênio sobe 1 nível e você recebe 2 de aço. Pode remover até 2 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Oxygen rises 2 steps. You gain 5 steel.</source>
        <translation>O oxigênio sobe 2 níveis. Você recebe 5 aços.</translation>
    </message>
    <message>
        <source>Pick X from 1 up to your heat production. Production: heat -X, M€ +X.</source>
        <translation>Escolha X de 1 até sua produção de calor. Produção: calor -X, M$ +X.</translation>
    </message>
    <message>
        <source>Pick a building-tagged card you already have in play and apply its production changes a second time (only the production part, penalties included).</source>
        <translation>Escolha uma carta com ícone de construção que você já tenha em jogo e aplique suas alterações de produção uma segunda vez (apenas a parte de produção, diminuições incluídas).</translation>
    </message>
    <message>
        <source>Plant production up 1 step per colony of yours. One animal onto another card of yours, two microbes onto another. VP: 1.</source>
        <translation>Produção de plantas +1 por colônia sua. 1 animal em outra carta sua, 2 micróbios em outra. PV: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per 2 building tags you hold, this card&apos;s included. VP: 1.</source>
        <translation>Produção: M$ +1 a cada 2 ícones de construção que você tiver, incluindo o desta carta. PV: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold (this card&apos;s counts). Your city tile goes on the Luna Metropolis space (off Mars). VP: 2.</source>
        <translation>Produção: M$ +1 por ícone da Terra que você tiver (o desta carta conta). Seu tile de cidade vai para a área Metrópolis Luna (fora de Marte). PV: 2.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold, this card&apos;s included.</source>
        <translation>Produção: M$ +1 por ícone de Terra que você tiver, incluindo o desta carta.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold. VP: 1.</source>
        <translation>Produção: M$ +1 por ícone de Terra que você tiver. PV: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag held by your opponents.</source>
        <translation>Produção: M$ +1 por ícone espacial que seus oponentes tiverem.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag you hold, this card&apos;s included.</source>
        <translation>Produção: M$ +1 por ícone espacial que você tiver, incluindo o desta carta.</translation>
    </message>
    <message>
        <source>Production: M€ +1, steel +1, titanium +1.</source>
        <translation>Produção: M$ +1, aço +1, titânio +1.</translation>
    </message>
    <message>
        <source>Production: M€ +2, plants +1.</source>
        <translation>Produção: M$ +2, plantas +1.</translation>
    </message>
    <message>
        <source>Production: M€ +2.</source>
        <translation>Produção: M$ +2.</translation>
    </message>
    <message>
        <source>Production: M€ +2. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement.</source>
        <translation>Produção: M$ +2. Um tile de vegetação (com seu nível de oxigênio) vai para uma área reservada para oceanos, ignorando as regras normais de colocação de vegetação.</translation>
    </message>
    <message>
        <source>Production: M€ +2. One resource onto one of your Venus-tagged cards that holds resources.</source>
        <translation>Produção: M$ +2. 1 recurso em uma carta sua com ícone de Vênus que guarde recursos.</translation>
    </message>
    <message>
        <source>Production: M€ +2. You place a city tile.</source>
        <translation>Produção: M$ +2. Coloque um tile de cidade.</translation>
    </message>
    <message>
        <source>Production: M€ +3.</source>
        <translation>Produção: M$ +3.</translation>
    </message>
    <message>
        <source>Production: M€ +3. VP: 2.</source>
        <translation>Produção: M$ +3. PV: 2.</translation>
    </message>
    <message>
        <source>Production: M€ +4. You gain 3 M€.</source>
        <translation>Produção: M$ +4. Você recebe 3 M$.</translation>
    </message>
    <message>
        <source>Production: M€ +5. VP: 1 per 3 city tiles in play (all players, on or off Mars).</source>
        <translation>Produção: M$ +5. PV: 1 a cada 3 tiles de cidade em jogo (de todos os jogadores, dentro ou fora de Marte).</translation>
    </message>
    <message>
        <source>Production: M€ +6. You pay 6 M€.</source>
        <translation>Produção: M$ +6. Você paga 6 M$.</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +1.</source>
        <translation>Produção: M$ -1, energia +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +2.</source>
        <translation>Produção: M$ -1, energia +2.</translation>
    </message>
    <message>
        <source>Production: M€ -1, plants +1, energy +1, heat +1.</source>
        <translation>Produção: M$ -1, plantas +1, energia +1, calor +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, plants +2.</source>
        <translation>Produção: M$ -1, plantas +2.</translation>
    </message>
    <message>
        <source>Production: M€ -1. Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Produção: M$ -1. Ação: olhe a carta do topo do deck; compre-a para sua mão por 3 M$ ou jogue-a na pilha de descarte.</translation>
    </message>
    <message>
        <source>Production: M€ -1; receive 10 M€.</source>
        <translation>Produção: M$ -1; receba 10 M$.</translation>
    </message>
    <message>
        <source>Production: M€ -2, energy +3.</source>
        <translation>Produção: M$ -2, energia +3.</translation>
    </message>
    <message>
        <source>Production: M€ -2, heat +2, energy +2.</source>
        <translation>Produção: M$ -2, calor +2, energia +2.</translation>
    </message>
    <message>
        <source>Production: M€ -2. You gain 30 M€.</source>
        <translation>Produção: M$ -2. Você recebe 30 M$.</translation>
    </message>
    <message>
        <source>Production: energy +1 per city tile in play, whoever owns it.</source>
        <translation>Produção: energia +1 por tile de cidade em jogo, seja de quem for.</translation>
    </message>
    <message>
        <source>Production: energy +1 per power tag you hold, this card&apos;s included.</source>
        <translation>Produção: energia +1 por ícone de energia que você tiver, incluindo o desta carta.</translation>
    </message>
    <message>
        <source>Production: energy +1, plants +1. You gain 2 plants.</source>
        <translation>Produção: energia +1, plantas +1. Você recebe 2 plantas.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1.</source>
        <translation>Produção: energia +1, aço +1.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1. You gain 6 M€.</source>
        <translation>Produção: energia +1, aço +1. Você recebe 6 M$.</translation>
    </message>
    <message>
        <source>Production: energy +1.</source>
        <translation>Produção: energia +1.</translation>
    </message>
    <message>
        <source>Production: energy +1. Temperature goes up one step.</source>
        <translation>Produção: energia +1. A temperatura sobe 1 nível.</translation>
    </message>
    <message>
        <source>Production: energy +1. VP: 1.</source>
        <translation>Produção: energia +1. PV: 1.</translation>
    </message>
    <message>
        <source>Production: energy +1; receive 2 titanium.</source>
        <translation>Produção: energia +1; receba 2 de titânio.</translation>
    </message>
    <message>
        <source>Production: energy +2.</source>
        <translation>Produção: energia +2.</translation>
    </message>
    <message>
        <source>Production: energy +2. You gain 4 steel.</source>
        <translation>Produção: energia +2. Você recebe 4 aços.</translation>
    </message>
    <message>
        <source>Production: energy +3.</source>
        <translation>Produção: energia +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Any one player: M€ production -2. VP: -1.</source>
        <translation>Produção: energia -1, M$ +2. Um jogador qualquer: produção de M$ -2. PV: -1.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Lay a city tile on a space bordering two or more other cities.</source>
        <translation>Produção: energia -1, M$ +2. Coloque um tile de cidade em uma área adjacente a duas ou mais outras cidades.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. You place a city tile on a volcanic area, even next to another city.</source>
        <translation>Produção: energia -1, M$ +2. Coloque um tile de cidade numa área vulcânica, mesmo ao lado de outra cidade.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3. Your city tile goes on the Noctis City reserved space, whatever the usual city limits.</source>
        <translation>Produção: energia -1, M$ +3. Seu tile de cidade vai para a área reservada Noctis City, independentemente das restrições normais de cidade.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3; lay a city tile. VP: -2.</source>
        <translation>Produção: energia -1, M$ +3; coloque um tile de cidade. PV: -2.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ -2; lay a city tile. Ongoing: every city tile laid by anyone, this one included, gives you M€ production +1.</source>
        <translation>Produção: energia -1, M$ -2; coloque um tile de cidade. Efeito contínuo: cada tile de cidade colocado por qualquer jogador, incluindo este, dá a você produção de M$ +1.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +3.</source>
        <translation>Produção: energia -1, calor +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +4.</source>
        <translation>Produção: energia -1, calor +4.</translation>
    </message>
    <message>
        <source>Production: energy -1, plants +1. VP: 1.</source>
        <translation>Produção: energia -1, plantas +1. PV: 1.</translation>
    </message>
    <message>
        <source>Production: energy -1, steel +2.</source>
        <translation>Produção: energia -1, aço +2.</translation>
    </message>
    <message>
        <source>Production: energy -1, titanium +1, M€ +1.</source>
        <translation>Produção: energia -1, titânio +1, M$ +1.</translation>
    </message>
    <message>
        <source>Production: energy -1. TR +2.</source>
        <translation>Produção: energia -1. IT +2.</translation>
    </message>
    <message>
        <source>Production: energy -2, and M€ +1 per Venus tag and per Earth tag you hold. Lay a city tile.</source>
        <translation>Produção: energia -2, e M$ +1 por ícone de Vênus e por ícone da Terra que você tiver. Coloque um tile de cidade.</translation>
    </message>
    <message>
        <source>Production: energy -2, plants +1. TR +1.</source>
        <translation>Produção: energia -2, plantas +1. IT +1.</translation>
    </message>
    <message>
        <source>Production: energy -2, steel +2, titanium +1. Oxygen goes up two steps.</source>
        <translation>Produção: energia -2, aço +2, titânio +1. O oxigênio sobe 2 níveis.</translation>
    </message>
    <message>
        <source>Production: energy -4, plants +2. TR +3.</source>
        <translation>Produção: energia -4, plantas +2. IT +3.</translation>
    </message>
    <message>
        <source>Production: heat +1.</source>
        <translation>Produção: calor +1.</translation>
    </message>
    <message>
        <source>Production: heat +1; receive 3 heat.</source>
        <translation>Produção: calor +1; receba 3 de calor.</translation>
    </message>
    <message>
        <source>Production: heat +2.</source>
        <translation>Produção: calor +2.</translation>
    </message>
    <message>
        <source>Production: heat +2. You place an ocean tile.</source>
        <translation>Produção: calor +2. Coloque um tile de oceano.</translation>
    </message>
    <message>
        <source>Production: heat +3, plants +1. Two microbes onto another card of yours.</source>
        <translation>Produção: calor +3, plantas +1. Dois micróbios em outra carta sua.</translation>
    </message>
    <message>
        <source>Production: heat +3. You gain 3 heat.</source>
        <translation>Produção: calor +3. Você recebe 3 calores.</translation>
    </message>
    <message>
        <source>Production: heat +4. The Mohole Area tile goes on an ocean-reserved space.</source>
        <translation>Produção: calor +4. O tile Área Mohole vai para uma área reservada para oceanos.</translation>
    </message>
    <message>
        <source>Production: heat +7.</source>
        <translation>Produção: calor +7.</translation>
    </message>
    <message>
        <source>Production: heat -2, M€ +3. VP: 2.</source>
        <translation>Produção: calor -2, M$ +3. PV: 2.</translation>
    </message>
    <message>
        <source>Production: plants +1.</source>
        <translation>Produção: plantas +1.</translation>
    </message>
    <message>
        <source>Production: plants +1. Then you play one card from your hand, paying its cost, with no regard for its temperature, oxygen or ocean requirements.</source>
        <translation>Produção: plantas +1. Depois jogue uma carta da sua mão, pagando seu custo, sem considerar seus requisitos de temperatura, oxigênio ou oceanos.</translation>
    </message>
    <message>
        <source>Production: plants +1. You draw 3 cards.</source>
        <translation>Produção: plantas +1. Você pega 3 cartas.</translation>
    </message>
    <message>
        <source>Production: plants +1. You place a city tile.</source>
        <translation>Produção: plantas +1. Coloque um tile de cidade.</translation>
    </message>
    <message>
        <source>Production: plants +1. Your TR rises by 1 and you gain 5 M€.</source>
        <translation>Produção: plantas +1. Seu IT sobe 1 nível e você recebe 5 M$.</translation>
    </message>
    <message>
        <source>Production: plants -1, M€ +4. VP: 1.</source>
        <translation>Produção: plantas -1, M$ +4. PV: 1.</translation>
    </message>
    <message>
        <source>Production: steel +1, heat +2. You gain 2 heat.</source>
        <translation>Produção: aço +1, calor +2. Você recebe 2 calores.</translation>
    </message>
    <message>
        <source>Production: steel +1.</source>
        <translation>Produção: aço +1.</translation>
    </message>
    <message>
        <source>Production: steel +1. VP: 1.</source>
        <translation>Produção: aço +1. PV: 1.</translation>
    </message>
    <message>
        <source>Production: steel +2. You gain 4 steel.</source>
        <translation>Produção: aço +2. Você recebe 4 aços.</translation>
    </message>
    <message>
        <source>Production: titanium +1.</source>
        <translation>Produção: titânio +1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Action: 1 steel → 5 M€. VP: 2.</source>
        <translation>Produção: titânio +1. Ação: 1 de aço → 5 M$. PV: 2.</translation>
    </message>
    <message>
        <source>Production: titanium +1. VP: 1.</source>
        <translation>Produção: titânio +1. PV: 1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. You draw one card.</source>
        <translation>Produção: titânio +1. Você pega uma carta.</translation>
    </message>
    <message>
        <source>Production: titanium +1. You gain 4 titanium.</source>
        <translation>Produção: titânio +1. Você recebe 4 titânios.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Your city tile goes on the Phobos Space Haven space (off Mars). VP: 3.</source>
        <translation>Produção: titânio +1. Seu tile de cidade vai para a área Porto Espacial de Fobos (fora de Marte). PV: 3.</translation>
    </message>
    <message>
        <source>Production: titanium +2, M€ +2. VP: 1 per Jovian tag you hold.</source>
        <translation>Produção: titânio +2, M$ +2. PV: 1 por ícone joviano que você tiver.</translation>
    </message>
    <message>
        <source>Production: titanium +2. VP: 2.</source>
        <translation>Produção: titânio +2. PV: 2.</translation>
    </message>
    <message>
        <source>Production: titanium +2. You pay 5 M€.</source>
        <translation>Produção: titânio +2. Você paga 5 M$.</translation>
    </message>
    <message>
        <source>Receive 1 M€ per event card played so far in the game, by anyone.</source>
        <translation>Receba 1 M$ por carta de evento já jogada na partida, por qualquer jogador.</translation>
    </message>
    <message>
        <source>Receive 1 plant per city tile in play, whoever owns it.</source>
        <translation>Receba 1 planta por tile de cidade em jogo, seja de quem for.</translation>
    </message>
    <message>
        <source>Receive 2 plants; oxygen goes up one step and an ocean tile goes down.</source>
        <translation>Receba 2 plantas; o oxigênio sobe 1 nível e um tile de oceano é colocado.</translation>
    </message>
    <message>
        <source>Receive 5 steel.</source>
        <translation>Receba 5 de aço.</translation>
    </message>
    <message>
        <source>TR +1 per Jovian tag you hold, this card&apos;s included. VP: 2.</source>
        <translation>IT +1 por ícone joviano que você tiver, incluindo o desta carta. PV: 2.</translation>
    </message>
    <message>
        <source>TR +1; receive 4 plants. Also 3 microbes onto another card of yours and 2 animals onto another card of yours.</source>
        <translation>IT +1; receba 4 plantas. Além disso, 3 micróbios em outra carta sua e 2 animais em outra carta sua.</translation>
    </message>
    <message>
        <source>TR +2 and temperature goes up one step. Production: plants +1, or plants +4 instead when you already hold 3 or more plant tags.</source>
        <translation>IT +2 e a temperatura sobe 1 nível. Produção: plantas +1, ou plantas +4 em vez disso se você já tiver 3 ou mais ícones de planta.</translation>
    </message>
    <message>
        <source>TR +2.</source>
        <translation>IT +2.</translation>
    </message>
    <message>
        <source>TR +2. VP: -2.</source>
        <translation>IT +2. PV: -2.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and an ocean tile goes down. May strip up to 3 plants from one player.</source>
        <translation>A temperatura sobe 1 nível e um tile de oceano é colocado. Pode remover até 3 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and you receive 2 titanium. May strip up to 3 plants from one player.</source>
        <translation>A temperatura sobe 1 nível e você recebe 2 de titânio. Pode remover até 3 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Temperature goes up three steps and you receive 4 steel. May strip up to 8 plants from one player.</source>
        <translation>A temperatura sobe 3 níveis e você recebe 4 de aço. Pode remover até 8 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and two ocean tiles go down. May strip up to 6 plants from one player.</source>
        <translation>A temperatura sobe 2 níveis e dois tiles de oceano são colocados. Pode remover até 6 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and you receive 4 titanium. May strip up to 4 plants from one player.</source>
        <translation>A temperatura sobe 2 níveis e você recebe 4 de titânio. Pode remover até 4 plantas de um jogador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps. The Lava Flows tile goes on one volcano space: Tharsis Tholus, Ascraeus Mons, Pavonis Mons or Arsia Mons.</source>
        <translation>A temperatura sobe 2 níveis. O tile Fluxos de Lava vai para uma área vulcânica: Tharsis Tholus, Ascraeus Mons, Pavonis Mons ou Arsia Mons.</translation>
    </message>
    <message>
        <source>Temperature rises 1 step. You gain 4 titanium and 4 steel.</source>
        <translation>A temperatura sobe 1 nível. Você recebe 4 titânios e 4 aços.</translation>
    </message>
    <message>
        <source>Temperature rises 3 steps. You pay 5 M€.</source>
        <translation>A temperatura sobe 3 níveis. Você paga 5 M$.</translation>
    </message>
    <message>
        <source>The Commercial District tile goes on any free land space; production: energy -1, M€ +4. VP: 1 per city tile bordering it.</source>
        <translation>O tile Distrito Comercial vai para qualquer área livre não reservada para oceanos; produção: energia -1, M$ +4. PV: 1 por tile de cidade adjacente a ele.</translation>
    </message>
    <message>
        <source>The Industrial Center tile goes on a free land space bordering a city. Action: 7 M€ → steel production +1.</source>
        <translation>O tile Centro Industrial vai para uma área livre não reservada para oceanos, adjacente a uma cidade. Ação: 7 M$ → produção de aço +1.</translation>
    </message>
    <message>
        <source>The Mining Area tile goes on a space printed with a steel or titanium bonus that borders a tile you own. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>O tile Área de Mineração vai para uma área com bônus de aço ou titânio impresso, adjacente a um tile seu. Produção +1 do recurso (aço ou titânio) indicado pelo bônus dessa área.</translation>
    </message>
    <message>
        <source>The Mining Rights tile goes on any space printed with a steel or titanium bonus. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>O tile Direitos de Mineração vai para qualquer área com bônus de aço ou titânio impresso. Produção +1 do recurso (aço ou titânio) indicado pelo bônus dessa área.</translation>
    </message>
    <message>
        <source>The Nuclear Zone tile goes on any free land space and temperature goes up two steps. VP: -2.</source>
        <translation>O tile Zona Nuclear vai para qualquer área livre não reservada para oceanos e a temperatura sobe 2 níveis. PV: -2.</translation>
    </message>
    <message>
        <source>The Restricted Area tile goes on any free land space. Action: 2 M€ → draw a card.</source>
        <translation>O tile Área Restrita vai para qualquer área livre não reservada para oceanos. Ação: 2 M$ → pegue uma carta.</translation>
    </message>
    <message>
        <source>Three floaters here. Action, pick one: one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Três flutuadores aqui. Ação, escolha uma: 1 flutuador aqui; ou descarte 2 flutuadores daqui → Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Three microbes start on this card. Action, pick one: one microbe here; or discard 3 microbes from here → TR +1.</source>
        <translation>Três micróbios começam nesta carta. Ação, escolha uma: 1 micróbio aqui; ou descarte 3 micróbios daqui → IT +1.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step for every 2 Earth tags you have in play, this one included.</source>
        <translation>Produção de titânio +1 para cada 2 ícones de Terra que você tiver em jogo, incluindo o desta carta.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step. Build a colony.</source>
        <translation>Produção de titânio +1. Construa uma colônia.</translation>
    </message>
    <message>
        <source>Titanium production up 3 steps. VP: 4.</source>
        <translation>Produção de titânio +3. PV: 4.</translation>
    </message>
    <message>
        <source>Two floaters onto another card of yours.</source>
        <translation>2 flutuadores em outra carta sua.</translation>
    </message>
    <message>
        <source>Two floaters onto any card of yours (this one too). Action, pick one: a floater onto this card; or a floater off this card → 2 titanium, or 3 energy, or 4 heat.</source>
        <translation>2 flutuadores em qualquer carta sua (esta também). Ação, escolha uma: 1 flutuador nesta carta; ou 1 flutuador tirado desta carta → 2 de titânio, ou 3 de energia, ou 4 de calor.</translation>
    </message>
    <message>
        <source>Two floaters onto one of your Jovian-tagged cards (this one too). Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or a floater off this card → trade with a free trade fleet of yours, paying nothing else. VP: 1.</source>
        <translation>2 flutuadores em uma carta sua com ícone joviano (esta também). Ação, escolha uma: 1 flutuador em uma carta sua com ícone joviano (esta também); ou 1 flutuador tirado desta carta → negocie com uma frota comercial sua que esteja livre, sem pagar mais nada. PV: 1.</translation>
    </message>
    <message>
        <source>Two ocean tiles go down.</source>
        <translation>Dois tiles de oceano são colocados.</translation>
    </message>
    <message>
        <source>Venus goes up one step.</source>
        <translation>Vênus sobe 1 nível.</translation>
    </message>
    <message>
        <source>Venus goes up one step. May strip up to 4 M€ from one player who has a Venus tag in play.</source>
        <translation>Vênus sobe 1 nível. Pode remover até 4 M$ de um jogador que tenha um ícone de Vênus em jogo.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Per Jovian tag you hold, one floater onto one of your Venus-tagged cards (all on the same card).</source>
        <translation>Vênus sobe 1 nível. Por ícone de Júpiter que você tiver, 1 flutuador em uma carta sua com ícone de Vênus (todos na mesma carta).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: M€ +1 per Venus tag you hold (this card&apos;s counts).</source>
        <translation>Vênus sobe 1 nível. Produção: M$ +1 por ícone de Vênus que você tiver (o desta carta conta).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: heat +3.</source>
        <translation>Vênus sobe 1 nível. Produção: calor +3.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: plants +1. Two microbes onto another card of yours.</source>
        <translation>Vênus sobe 1 nível. Produção: plantas +1. 2 micróbios em outra carta sua.</translation>
    </message>
    <message>
        <source>Venus goes up one step; three floaters onto one of your Venus-tagged cards.</source>
        <translation>Vênus sobe 1 nível; 3 flutuadores em uma carta sua com ícone de Vênus.</translation>
    </message>
    <message>
        <source>Venus goes up three steps.</source>
        <translation>Vênus sobe 3 níveis.</translation>
    </message>
    <message>
        <source>Venus goes up two steps. Production: heat +2.</source>
        <translation>Vênus sobe 2 níveis. Produção: calor +2.</translation>
    </message>
    <message>
        <source>Very first action of the game: build a colony.</source>
        <translation>Primeira ação da partida: construa uma colônia.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 Prelude cards, play one, discard the other two.</source>
        <translation>Primeira ação da partida: pegue 3 cartas de Prelúdio, jogue uma e descarte as outras duas.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 cards.</source>
        <translation>Primeira ação da partida: pegue 3 cartas.</translation>
    </message>
    <message>
        <source>Very first action of the game: fund an award at no cost.</source>
        <translation>Primeira ação da partida: patrocine um prêmio sem custo.</translation>
    </message>
    <message>
        <source>Very first action of the game: lay one city tile, following normal city placement.</source>
        <translation>Primeira ação da partida: coloque um tile de cidade, seguindo as regras normais de colocação de cidades.</translation>
    </message>
    <message>
        <source>Very first action of the game: put one more colony tile of your choice into play.</source>
        <translation>Primeira ação da partida: ponha em jogo mais um tile de colônia à sua escolha.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until three Venus-tagged ones show up; keep those, discard the rest.</source>
        <translation>Primeira ação do jogo: revele cartas até aparecerem três com ícone de Vênus; fique com elas e descarte as demais.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until two with a floater icon show up; keep those, discard the rest.</source>
        <translation>Primeira ação do jogo: revele cartas até aparecerem duas com o símbolo de flutuador; fique com elas e descarte as demais.</translation>
    </message>
    <message>
        <source>You draw one card, or three when you hold 3 or more Venus tags. VP: 2.</source>
        <translation>Você pega uma carta, ou três se tiver 3 ou mais ícones de Vênus. PV: 2.</translation>
    </message>
    <message>
        <source>You draw one card. VP: 1.</source>
        <translation>Você pega uma carta. PV: 1.</translation>
    </message>
    <message>
        <source>You draw two cards.</source>
        <translation>Você pega duas cartas.</translation>
    </message>
    <message>
        <source>You gain 21 M€.</source>
        <translation>Você recebe 21 M$.</translation>
    </message>
    <message>
        <source>You gain 3 titanium, 8 steel and 3 plants.</source>
        <translation>Você recebe 3 titânios, 8 aços e 3 plantas.</translation>
    </message>
    <message>
        <source>You gain 6 titanium, then turn over cards until two with a space tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Você recebe 6 titânios; depois revele cartas até aparecerem duas com ícone espacial: essas duas vão para a sua mão, as outras para a pilha de descarte.</translation>
    </message>
    <message>
        <source>You place a greenery tile (oxygen +1), then turn over cards until two with a plant tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Coloque um tile de vegetação (oxigênio +1); depois revele cartas até aparecerem duas com ícone de planta: essas duas vão para a sua mão, as outras para a pilha de descarte.</translation>
    </message>
    <message>
        <source>You place an ocean tile, raise energy production by 2 and pay 3 M€.</source>
        <translation>Coloque um tile de oceano, aumente a produção de energia em 2 e pague 3 M$.</translation>
    </message>
    <message>
        <source>You place two ocean tiles.</source>
        <translation>Coloque dois tiles de oceano.</translation>
    </message>
    <message>
        <source>You play one card from your hand at 25 M€ below its cost.</source>
        <translation>Jogue uma carta da sua mão por 25 M$ a menos que o custo dela.</translation>
    </message>
    <message>
        <source>You receive 1 M€ per city tile in play and 1 M€ per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Você recebe 1 M$ por tile de cidade em jogo e 1 M$ por colônia em jogo, seja de quem for. PV: 1.</translation>
    </message>
    <message>
        <source>You receive the colony bonus of every colony of yours.</source>
        <translation>Você recebe o bônus de colônia de cada colônia sua.</translation>
    </message>
    <message>
        <source>Your TR goes up 2 steps; two floaters onto one of your Jovian-tagged cards. VP: 1.</source>
        <translation>Seu IT sobe 2 níveis; 2 flutuadores em uma carta sua com ícone joviano. PV: 1.</translation>
    </message>
    <message>
        <source>Your TR rises by 3 and you draw one card.</source>
        <translation>Seu IT sobe 3 níveis e você pega uma carta.</translation>
    </message>
    <message>
        <source>Your city tile goes on the Ganymede Colony space (off Mars). VP: 1 per Jovian tag you hold.</source>
        <translation>Seu tile de cidade vai para a área Colônia Ganimedes (fora de Marte). PV: 1 por ícone joviano que você tiver.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation gets an 8 M€ reduction. VP: -1.</source>
        <translation>A próxima carta que você jogar nesta mesma geração recebe um desconto de 8 M$. PV: -1.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation may have its temperature, oxygen or ocean requirement shifted by up to 2 steps either way.</source>
        <translation>A próxima carta que você jogar nesta mesma geração pode ter seu requisito de temperatura, oxigênio ou oceanos deslocado em até 2 níveis para mais ou para menos.</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>choose %1 to %2</source>
        <translation>escolha de %1 a %2</translation>
    </message>
    <message>
        <source>cost: %1 M€</source>
        <translation>custo: %1 M$</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message numerus="yes">
        <source>%n card(s) chosen</source>
        <translation>
            <numerusform>%n carta escolhida</numerusform>
            <numerusform>%n cartas escolhidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Build a colony: click a lit tile or pick it in the list.</source>
        <translation>Construir uma colônia: clique numa peça destacada ou escolha-a na lista.</translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation>Escolha uma carta.</translation>
    </message>
    <message>
        <source>Choose a colony tile to put into play.</source>
        <translation>Escolha uma peça de colônia para pôr em jogo.</translation>
    </message>
    <message>
        <source>Choose a colony tile.</source>
        <translation>Escolha uma peça de colônia.</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Escolha um jogador.</translation>
    </message>
    <message>
        <source>Choose an amount.</source>
        <translation>Escolha uma quantidade.</translation>
    </message>
    <message>
        <source>Choose another colony tile whose marker moves down 1 step.</source>
        <translation>Escolha outra peça de colônia cujo marcador desce 1 nível.</translation>
    </message>
    <message>
        <source>Choose cards.</source>
        <translation>Escolha cartas.</translation>
    </message>
    <message>
        <source>Choose how many to spend.</source>
        <translation>Escolha quanto gastar.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Escolha uma opção.</translation>
    </message>
    <message>
        <source>Choose the colony tile whose marker moves up 1 step.</source>
        <translation>Escolha a peça de colônia cujo marcador sobe 1 nível.</translation>
    </message>
    <message>
        <source>Choose which action to use.</source>
        <translation>Escolha qual ação usar.</translation>
    </message>
    <message>
        <source>Place %1: click a highlighted space.</source>
        <translation>Coloque %1: clique em uma área destacada.</translation>
    </message>
    <message>
        <source>Remove from %1 up to %2: how many?</source>
        <translation>Quanto remover de %1 (até %2)?</translation>
    </message>
    <message>
        <source>Sell patents: choose the cards to sell for 1 M€ each.</source>
        <translation>Venda de patentes: escolha as cartas a vender por 1 M$ cada.</translation>
    </message>
    <message>
        <source>Solo game: choose the colony tile to leave out.</source>
        <translation>Jogo solo: escolha a peça de colônia a deixar de fora.</translation>
    </message>
    <message>
        <source>Take from %1 up to %2: how many?</source>
        <translation>Quanto roubar de %1 (até %2)?</translation>
    </message>
    <message>
        <source>Trade without paying: choose the colony tile to trade with.</source>
        <translation>Negociação sem pagar: escolha a peça de colônia com que negociar.</translation>
    </message>
    <message>
        <source>World Government terraforming: place an ocean tile for nobody — click a highlighted space.</source>
        <translation>Terraformação do Governo Mundial: coloque um tile de oceano que não é de ninguém — clique em uma área destacada.</translation>
    </message>
    <message>
        <source>World Government: choose a global parameter to raise.</source>
        <translation>Governo Mundial: escolha um parâmetro global a aumentar.</translation>
    </message>
</context>
<context>
    <name>Colonies</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1 e depois %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: 1 resource on its shipping board</source>
        <translation>%1: 1 recurso no seu tabuleiro de transporte</translation>
    </message>
    <message>
        <source>After a trade the marker goes back to the step just right of the colonies; each generation it moves up 1 step.</source>
        <translation>Depois de uma negociação o marcador volta ao nível logo à direita das colônias; a cada geração ele sobe 1 nível.</translation>
    </message>
    <message>
        <source>All your trade fleets have traded this generation; they come back after the production phase.</source>
        <translation>Todas as suas frotas comerciais já negociaram nesta geração; elas voltam depois da fase de produção.</translation>
    </message>
    <message>
        <source>Building a colony here gives: %1</source>
        <translation>Construir uma colônia aqui dá: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Click, or press Enter, to choose this tile.</source>
        <translation>Clique, ou tecle Enter, para escolher esta peça.</translation>
    </message>
    <message>
        <source>Colonies (at most %1): %2</source>
        <translation>Colônias (no máximo %1): %2</translation>
    </message>
    <message>
        <source>Colony bonus (to each colony&apos;s owner, whoever trades here): %1</source>
        <translation>Bônus de colônia (ao dono de cada colônia, seja quem for que negocie aqui): %1</translation>
    </message>
    <message>
        <source>Colony bonus: %1 · build: %2</source>
        <translation>Bônus de colônia: %1 · construção: %2</translation>
    </message>
    <message>
        <source>Colony tile</source>
        <translation>Peça de colônia</translation>
    </message>
    <message>
        <source>Colony tiles</source>
        <translation>Peças de colônia</translation>
    </message>
    <message>
        <source>Each trade fleet can trade once a generation; the fleets come back after the production phase. A fleet on a tile is drawn there in its owner&apos;s colour.</source>
        <translation>Cada frota comercial pode negociar uma vez por geração; as frotas voltam depois da fase de produção. Uma frota numa peça aparece nela na cor do seu dono.</translation>
    </message>
    <message>
        <source>Inactive until a card in play can hold %1: no colony can be built and no trade made here yet.</source>
        <translation>Inativa até que uma carta em jogo possa guardar %1: ainda não se pode construir colônia nem negociar aqui.</translation>
    </message>
    <message>
        <source>Marker on step %1: trading here now gives %2.</source>
        <translation>Marcador no nível %1: negociar aqui agora dá %2.</translation>
    </message>
    <message>
        <source>No colony tile is open: each holds a trade fleet already or waits for its resource.</source>
        <translation>Nenhuma peça de colônia está aberta: cada uma já tem uma frota comercial ou espera seu recurso.</translation>
    </message>
    <message>
        <source>Not in play: choose it to put it into play, its marker on step 1.</source>
        <translation>Fora do jogo: escolha-a para pô-la em jogo, com o marcador no nível 1.</translation>
    </message>
    <message>
        <source>Pay with</source>
        <translation>Pagar com</translation>
    </message>
    <message>
        <source>Send one of your trade fleets (available: %1) to a colony tile: you get what its marker&apos;s step gives, each colony there gives its owner the colony bonus, then the marker goes back.</source>
        <translation>Envie uma das suas frotas comerciais (disponíveis: %1) a uma peça de colônia: você recebe o que o nível do marcador dá, cada colônia ali dá ao dono o bônus de colônia, e então o marcador volta.</translation>
    </message>
    <message>
        <source>Steps the marker moves up before you trade; fewer may give something else (Europa&apos;s production)</source>
        <translation>Níveis que o marcador sobe antes de você negociar; menos pode dar outra coisa (a produção de Europa)</translation>
    </message>
    <message>
        <source>Steps to move the marker up first (your cards allow up to %1):</source>
        <translation>Níveis que o marcador sobe antes (suas cartas permitem até %1):</translation>
    </message>
    <message>
        <source>Track, step by step:</source>
        <translation>Trilha, nível a nível:</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Negociar</translation>
    </message>
    <message>
        <source>Trade fleet here this generation: %1</source>
        <translation>Frota comercial aqui nesta geração: %1</translation>
    </message>
    <message>
        <source>Trade fleets (available/owned): %1</source>
        <translation>Frotas comerciais (disponíveis/possuídas): %1</translation>
    </message>
    <message>
        <source>Trade with a colony</source>
        <translation>Negociar com uma colônia</translation>
    </message>
    <message>
        <source>Waits for a card that holds %1</source>
        <translation>Espera uma carta que guarde %1</translation>
    </message>
    <message>
        <source>You cannot pay for a trade: it costs %1 M€, %2 energy or %3 titanium.</source>
        <translation>Você não pode pagar uma negociação: ela custa %1 M$, %2 de energia ou %3 de titânio.</translation>
    </message>
    <message>
        <source>You cannot pay this way: you need %1.</source>
        <translation>Você não pode pagar assim: precisa de %1.</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Você tem %1.</translation>
    </message>
    <message>
        <source>Your cards make each trade %1 cheaper.</source>
        <translation>Suas cartas deixam cada negociação %1 mais barata.</translation>
    </message>
    <message>
        <source>a trade fleet is already there this generation (%1)</source>
        <translation>uma frota comercial já está lá nesta geração (%1)</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animais</translation>
    </message>
    <message>
        <source>colony bonuses: %1</source>
        <translation>bônus de colônia: %1</translation>
    </message>
    <message>
        <source>floaters</source>
        <translation>flutuadores</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inativa</translation>
    </message>
    <message>
        <source>inactive: it waits for a card that holds %1</source>
        <translation>inativa: espera uma carta que guarde %1</translation>
    </message>
    <message>
        <source>microbes</source>
        <translation>micróbios</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>fora do jogo</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>nível %1: %2</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Black</source>
        <translation>Preto</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarelo</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>tmdesk hit an unexpected error. Your game is autosaved after every move, so you can continue it from the new-game screen.

Details are in the log file:
%1</source>
        <translation>O tmdesk encontrou um erro inesperado. Sua partida é salva automaticamente após cada jogada, então você pode continuá-la na tela de nova partida.

Os detalhes estão no arquivo de log:
%1</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Este efeito é opcional: não usá-lo</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Sua escolha</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source> (%1 at most)</source>
        <translation> (no máximo %1)</translation>
    </message>
    <message>
        <source> (also where you have one)</source>
        <translation> (também onde você já tem uma)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>a special effect</source>
        <translation>um efeito especial</translation>
    </message>
    <message>
        <source>add %1 to another card</source>
        <translation>adicionar %1 a outra carta</translation>
    </message>
    <message>
        <source>add %1 to one of your cards (this one too)</source>
        <translation>adicionar %1 a uma carta sua (esta também)</translation>
    </message>
    <message>
        <source>add %1 to one of your cards with a %2 tag</source>
        <translation>adicionar %1 a uma carta sua com ícone de %2</translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to the card you played</source>
        <translation>
            <numerusform>adicionar %n recurso à carta que você jogou</numerusform>
            <numerusform>adicionar %n recursos à carta que você jogou</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to this card</source>
        <translation>
            <numerusform>adicionar %n recurso a esta carta</numerusform>
            <numerusform>adicionar %n recursos a esta carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>descartar %n carta</numerusform>
            <numerusform>descartar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>draw %1 Prelude cards and play one of them</source>
        <translation>pegar %1 cartas de Prelúdio e jogar uma delas</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>pegar %n carta</numerusform>
            <numerusform>pegar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>draw a card per %1 %2 tags</source>
        <translation>pegar 1 carta a cada %1 ícones de %2</translation>
    </message>
    <message numerus="yes">
        <source>each other player draws %n card(s)</source>
        <translation>
            <numerusform>cada outro jogador pega %n carta</numerusform>
            <numerusform>cada outro jogador pega %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>for each %1 tag you have</source>
        <translation>para cada ícone de %1 que você tem</translation>
    </message>
    <message>
        <source>for each %1 tag your opponents have</source>
        <translation>para cada ícone de %1 dos seus oponentes</translation>
    </message>
    <message>
        <source>for each city in play</source>
        <translation>para cada cidade em jogo</translation>
    </message>
    <message>
        <source>for each city on Mars</source>
        <translation>para cada cidade em Marte</translation>
    </message>
    <message>
        <source>for each colony in play</source>
        <translation>para cada colônia em jogo</translation>
    </message>
    <message>
        <source>for each event card played by any player</source>
        <translation>para cada carta de evento jogada por qualquer jogador</translation>
    </message>
    <message>
        <source>for each of your cards without tags</source>
        <translation>para cada carta sua sem ícones</translation>
    </message>
    <message>
        <source>for each of your colonies</source>
        <translation>para cada colônia sua</translation>
    </message>
    <message>
        <source>for every %1 floaters on your cards</source>
        <translation>para cada %1 flutuadores nas suas cartas</translation>
    </message>
    <message>
        <source>for every %2 %1 tags you have</source>
        <translation>para cada %2 ícones de %1 que você tem</translation>
    </message>
    <message>
        <source>fund an award for free</source>
        <translation>patrocinar um prêmio de graça</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>ganhar %1</translation>
    </message>
    <message>
        <source>gain %1 per resource on this card</source>
        <translation>receber %1 por recurso nesta carta</translation>
    </message>
    <message numerus="yes">
        <source>gain %n trade fleet(s)</source>
        <translation>
            <numerusform>ganhar %n frota comercial</numerusform>
            <numerusform>ganhar %n frotas comerciais</numerusform>
        </translation>
    </message>
    <message>
        <source>gain the colony bonus of each of your colonies</source>
        <translation>receber o bônus de colônia de cada uma das suas colônias</translation>
    </message>
    <message numerus="yes">
        <source>look at %n card(s) and keep %1</source>
        <translation>
            <numerusform>olhar %n carta e ficar com %1</numerusform>
            <numerusform>olhar %n cartas e ficar com %1</numerusform>
        </translation>
    </message>
    <message>
        <source>look at the top card and buy it for %1 M€</source>
        <translation>olhar a carta do topo e comprá-la por %1 M$</translation>
    </message>
    <message>
        <source>lower any player&apos;s production of %1 by %2</source>
        <translation>diminuir em %2 a produção de %1 de qualquer jogador</translation>
    </message>
    <message>
        <source>move X production from %1 to %2</source>
        <translation>mover X de produção de %1 para %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>pay %1: choose how many resources of this card to use, %2 each</source>
        <translation>pagar %1: escolha quantos recursos desta carta usar, a %2 cada um</translation>
    </message>
    <message numerus="yes">
        <source>place %n %1 tile(s)</source>
        <translation>
            <numerusform>colocar %n tile de %1</numerusform>
            <numerusform>colocar %n tiles de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n colonies on colony tiles</source>
        <translation>
            <numerusform>colocar %n colônia em peças de colônia</numerusform>
            <numerusform>colocar %n colônias em peças de colônia</numerusform>
        </translation>
    </message>
    <message>
        <source>place a city tile</source>
        <translation>colocar um tile de cidade</translation>
    </message>
    <message>
        <source>place a colony on a colony tile</source>
        <translation>colocar uma colônia em uma peça de colônia</translation>
    </message>
    <message>
        <source>place a greenery tile</source>
        <translation>colocar um tile de vegetação</translation>
    </message>
    <message>
        <source>place an ocean tile</source>
        <translation>colocar um tile de oceano</translation>
    </message>
    <message>
        <source>play a card from your hand for %1 M€ less</source>
        <translation>jogar uma carta da sua mão por %1 M$ a menos</translation>
    </message>
    <message>
        <source>play a card from your hand, ignoring global requirements</source>
        <translation>jogar uma carta da sua mão ignorando os requisitos globais</translation>
    </message>
    <message>
        <source>production: %2 %1</source>
        <translation>%1 %2 (produção)</translation>
    </message>
    <message numerus="yes">
        <source>put %n colony tile(s) not in play into play</source>
        <translation>
            <numerusform>pôr em jogo %n peça de colônia que está fora do jogo</numerusform>
            <numerusform>pôr em jogo %n peças de colônia que estão fora do jogo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise Venus %n step(s)</source>
        <translation>
            <numerusform>aumentar Vênus em %n nível</numerusform>
            <numerusform>aumentar Vênus em %n níveis</numerusform>
        </translation>
    </message>
    <message>
        <source>raise one colony tile&apos;s track marker one step and lower another&apos;s one step</source>
        <translation>avançar 1 espaço o marcador de uma peça de colônia e recuar 1 espaço o de outra</translation>
    </message>
    <message>
        <source>raise one of your lowest productions by %1</source>
        <translation>aumentar em %1 uma das suas produções mais baixas</translation>
    </message>
    <message numerus="yes">
        <source>raise oxygen %n step(s)</source>
        <translation>
            <numerusform>aumentar o oxigênio em %n nível</numerusform>
            <numerusform>aumentar o oxigênio em %n níveis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise the temperature %n step(s)</source>
        <translation>
            <numerusform>aumentar a temperatura em %n nível</numerusform>
            <numerusform>aumentar a temperatura em %n níveis</numerusform>
        </translation>
    </message>
    <message>
        <source>raise your terraform rating by %1</source>
        <translation>aumentar seu IT em %1</translation>
    </message>
    <message>
        <source>remove %1 from one of your cards</source>
        <translation>remover %1 de uma das suas cartas</translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) from this card</source>
        <translation>
            <numerusform>remover %n recurso desta carta</numerusform>
            <numerusform>remover %n recursos desta carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) here</source>
        <translation>
            <numerusform>remover %n recurso daqui</numerusform>
            <numerusform>remover %n recursos daqui</numerusform>
        </translation>
    </message>
    <message>
        <source>remove any number of resources here: %1 for each</source>
        <translation>tirar daqui quantos recursos quiser: %1 por recurso</translation>
    </message>
    <message>
        <source>remove up to %1 from any card</source>
        <translation>remover até %1 de qualquer carta</translation>
    </message>
    <message>
        <source>remove up to %1 from any player</source>
        <translation>remover até %1 de qualquer jogador</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source>reveal cards until %1 with a %2 tag; keep those</source>
        <translation>revelar cartas até aparecerem %1 com ícone de %2; ficar com elas</translation>
    </message>
    <message>
        <source>spend %1</source>
        <translation>gastar %1</translation>
    </message>
    <message>
        <source>steal up to %1 from any player</source>
        <translation>roubar até %1 de qualquer jogador</translation>
    </message>
    <message>
        <source>trade with a colony tile without paying (one of your trade fleets goes there)</source>
        <translation>negociar com um tile de colônia sem pagar (uma frota comercial sua vai até lá)</translation>
    </message>
    <message>
        <source>your next card costs %1 M€ less</source>
        <translation>sua próxima carta custa %1 M$ a menos</translation>
    </message>
    <message>
        <source>your next card may ignore global requirements by a little</source>
        <translation>sua próxima carta pode ignorar um pouco os requisitos globais</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 venceu!</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prêmios</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Compare your decisions with the strongest computer player&apos;s</source>
        <translation>Compare suas decisões com as do jogador de computador mais forte</translation>
    </message>
    <message>
        <source>Final scores after generation %1</source>
        <translation>Pontuação final após a geração %1</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Geração</translation>
    </message>
    <message>
        <source>Go back to the final board</source>
        <translation>Voltar ao tabuleiro final</translation>
    </message>
    <message>
        <source>Greeneries next to cities</source>
        <translation>Vegetações vizinhas a cidades</translation>
    </message>
    <message>
        <source>Greenery tiles</source>
        <translation>Tiles de vegetação</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver o tabuleiro</translation>
    </message>
    <message>
        <source>Mars is not terraformed in time: the game is lost.</source>
        <translation>Marte não foi terraformado a tempo: a partida está perdida.</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Marcos</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>Produção de M$</translation>
    </message>
    <message>
        <source>M€ production by generation</source>
        <translation>Produção de M$ por geração</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analisar a partida</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>Preparar uma nova partida</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>IT</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Índice de Terraformação</translation>
    </message>
    <message>
        <source>Terraform rating by generation</source>
        <translation>Índice de Terraformação por geração</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Pontos de Vitória</translation>
    </message>
    <message>
        <source>Victory points by generation</source>
        <translation>Pontos de Vitória por geração</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>A trade costs {cost} M€, {amount:energy} or {amount:titanium}, paid with one of them.</source>
        <translation>Uma negociação custa {cost} M€, {amount:energy} ou {amount:titanium}, pagos com um só deles.</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code}, the namesake of {corporation}: choose your other corporation.</source>
        <translation>O AutoMarte joga a corporação {code}, homônima de {corporation}: escolha sua outra corporação.</translation>
    </message>
    <message>
        <source>Buying {count:card} costs {cost} M€; you have {have}.</source>
        <translation>Comprar {count:card} custa {cost} M$; você tem {have}.</translation>
    </message>
    <message>
        <source>Choose an amount from {min} to {max}.</source>
        <translation>Escolha uma quantidade de {min} a {max}.</translation>
    </message>
    <message>
        <source>Choose between {min} and {max:card}.</source>
        <translation>Escolha entre {min} e {max:card}.</translation>
    </message>
    <message>
        <source>Generation {generation} begins; {player} is first player.</source>
        <translation>Começa a geração {generation}; {player} é o primeiro jogador.</translation>
    </message>
    <message>
        <source>Generation {generation} is reached: AutoMars wins.</source>
        <translation>A geração {generation} foi alcançada: o AutoMarte vence.</translation>
    </message>
    <message>
        <source>Having 2 Earth, 2 Venus and 2 Jovian tags in play</source>
        <translation>Ter 2 ícones da Terra, 2 de Vênus e 2 Jovianos em jogo</translation>
    </message>
    <message>
        <source>Having a plant production of at least 3</source>
        <translation>Ter pelo menos 3 de produção de plantas</translation>
    </message>
    <message>
        <source>Having a terraform rating of at least 35</source>
        <translation>Ter um Índice de Terraformação de pelo menos 35</translation>
    </message>
    <message>
        <source>Having at least 10 energy and heat production together</source>
        <translation>Ter pelo menos 10 de produção de energia e calor somadas</translation>
    </message>
    <message>
        <source>Having at least 10 production of one resource</source>
        <translation>Ter pelo menos 10 de produção de um recurso</translation>
    </message>
    <message>
        <source>Having at least 12 M€ production</source>
        <translation>Ter pelo menos 12 de produção de M$</translation>
    </message>
    <message>
        <source>Having at least 15 project cards in play (not events)</source>
        <translation>Ter pelo menos 15 cartas de projeto em jogo (sem contar eventos)</translation>
    </message>
    <message>
        <source>Having at least 16 cards in your hand</source>
        <translation>Ter pelo menos 16 cartas na mão</translation>
    </message>
    <message>
        <source>Having at least 3 Jovian tags in play</source>
        <translation>Ter pelo menos 3 ícones Joviano em jogo</translation>
    </message>
    <message>
        <source>Having at least 3 city tags in play</source>
        <translation>Ter pelo menos 3 ícones de Cidade em jogo</translation>
    </message>
    <message>
        <source>Having at least 3 colonies (Colonies expansion)</source>
        <translation>Ter pelo menos 3 colônias (expansão Colônias)</translation>
    </message>
    <message>
        <source>Having at least 3 different kinds of resources on cards</source>
        <translation>Ter pelo menos 3 tipos diferentes de recursos sobre cartas</translation>
    </message>
    <message>
        <source>Having at least 4 Plant tags in play</source>
        <translation>Ter pelo menos 4 ícones de Planta em jogo</translation>
    </message>
    <message>
        <source>Having at least 4 science tags in play</source>
        <translation>Ter pelo menos 4 ícones de Ciência em jogo</translation>
    </message>
    <message>
        <source>Having at least 4 space tags in play</source>
        <translation>Ter pelo menos 4 ícones Espaciais em jogo</translation>
    </message>
    <message>
        <source>Having at least 4 tags in play among plant, microbe and animal tags</source>
        <translation>Ter pelo menos 4 ícones de Planta, Micróbio e Animal em jogo</translation>
    </message>
    <message>
        <source>Having at least 5 cards with requirements in play</source>
        <translation>Ter pelo menos 5 cartas com requisito em jogo</translation>
    </message>
    <message>
        <source>Having at least 5 resources on cards among animals and microbes</source>
        <translation>Ter pelo menos 5 recursos de animal e micróbio sobre cartas</translation>
    </message>
    <message>
        <source>Having at least 6 energy production</source>
        <translation>Ter pelo menos 6 de produção de energia</translation>
    </message>
    <message>
        <source>Having at least 6 steel and titanium production together</source>
        <translation>Ter pelo menos 6 de produção de aço e titânio somadas</translation>
    </message>
    <message>
        <source>Having at least 7 floaters on your cards</source>
        <translation>Ter pelo menos 7 flutuadores em suas cartas</translation>
    </message>
    <message>
        <source>Having at least 8 building tags in play</source>
        <translation>Ter pelo menos 8 ícones de Construção em jogo</translation>
    </message>
    <message>
        <source>Having at least 8 different tags in play</source>
        <translation>Ter pelo menos 8 ícones diferentes em jogo</translation>
    </message>
    <message>
        <source>Having increased all 6 productions by at least 1 step</source>
        <translation>Ter aumentado as 6 produções em pelo menos 1 nível</translation>
    </message>
    <message>
        <source>Having played at least 5 events</source>
        <translation>Ter jogado pelo menos 5 eventos</translation>
    </message>
    <message>
        <source>Having played the most events</source>
        <translation>Ter jogado mais eventos</translation>
    </message>
    <message>
        <source>Having the highest M€ production</source>
        <translation>Ter a maior produção de M$</translation>
    </message>
    <message>
        <source>Having the highest plant production</source>
        <translation>Ter a maior produção de plantas</translation>
    </message>
    <message>
        <source>Having the highest production of everything but M€ together</source>
        <translation>Ter a maior soma de produções, exceto M$</translation>
    </message>
    <message>
        <source>Having the highest steel and titanium production together</source>
        <translation>Ter a maior produção de aço e titânio somadas</translation>
    </message>
    <message>
        <source>Having the highest terraform rating</source>
        <translation>Ter o maior Índice de Terraformação</translation>
    </message>
    <message>
        <source>Having the most Earth tags in play</source>
        <translation>Ter mais ícones da Terra em jogo</translation>
    </message>
    <message>
        <source>Having the most Jovian and Earth tags in play</source>
        <translation>Ter mais ícones Jovianos e da Terra em jogo</translation>
    </message>
    <message>
        <source>Having the most Venus tags in play</source>
        <translation>Ter mais ícones de Vênus em jogo</translation>
    </message>
    <message>
        <source>Having the most animal and microbe resources</source>
        <translation>Ter mais recursos de animal e micróbio</translation>
    </message>
    <message>
        <source>Having the most automated cards in play</source>
        <translation>Ter mais cartas autômatas em jogo</translation>
    </message>
    <message>
        <source>Having the most building tags in play</source>
        <translation>Ter mais ícones de Construção em jogo</translation>
    </message>
    <message>
        <source>Having the most cards with requirements in play</source>
        <translation>Ter mais cartas com requisito em jogo</translation>
    </message>
    <message>
        <source>Having the most heat resources</source>
        <translation>Ter mais recursos de calor</translation>
    </message>
    <message>
        <source>Having the most power tags in play</source>
        <translation>Ter mais ícones de Energia em jogo</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at least 20 M€</source>
        <translation>Ter mais cartas de projeto em jogo com custo impresso de pelo menos 20 M$</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at most 10 M€</source>
        <translation>Ter mais cartas de projeto em jogo com custo impresso de no máximo 10 M$</translation>
    </message>
    <message>
        <source>Having the most resources on cards</source>
        <translation>Ter mais recursos sobre cartas</translation>
    </message>
    <message>
        <source>Having the most science tags in play</source>
        <translation>Ter mais ícones de Ciência em jogo</translation>
    </message>
    <message>
        <source>Having the most space tags in play</source>
        <translation>Ter mais ícones Espacial em jogo</translation>
    </message>
    <message>
        <source>Having the most steel and energy resources</source>
        <translation>Ter mais recursos de aço e energia</translation>
    </message>
    <message>
        <source>Having the most steel and titanium resources</source>
        <translation>Ter mais recursos de aço e titânio</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s decision, not {player}&apos;s.</source>
        <translation>A decisão é de {expected}, não de {player}.</translation>
    </message>
    <message>
        <source>Keep exactly {n} different Preludes.</source>
        <translation>Fique com exatamente {n} Prelúdios diferentes.</translation>
    </message>
    <message>
        <source>Mars and Venus are not both terraformed after generation {generation}: {player} loses ({score} VP).</source>
        <translation>Marte e Vênus não foram ambos terraformados após a geração {generation}: {player} perde ({score} PV).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 12: {player} loses ({score} VP).</source>
        <translation>Marte não está terraformado após a geração 12: {player} perde ({score} PV).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 14: {player} loses ({score} VP).</source>
        <translation>Marte não foi terraformado após a geração 14: {player} perde ({score} PV).</translation>
    </message>
    <message>
        <source>No space is left for {tile}: {player} places none.</source>
        <translation>Não resta espaço para {tile}: {player} não coloca nenhum.</translation>
    </message>
    <message>
        <source>Only Helion may pay with heat.</source>
        <translation>Só a Helion pode pagar com calor.</translation>
    </message>
    <message>
        <source>Owning at least 3 city tiles</source>
        <translation>Possuir pelo menos 3 tiles de cidade</translation>
    </message>
    <message>
        <source>Owning at least 3 greenery tiles</source>
        <translation>Possuir pelo menos 3 tiles de vegetação</translation>
    </message>
    <message>
        <source>Owning at least 3 special tiles</source>
        <translation>Possuir pelo menos 3 tiles especiais</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles next to ocean tiles</source>
        <translation>Possuir pelo menos 3 tiles adjacentes a tiles de oceano</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on or next to volcanic spaces</source>
        <translation>Possuir pelo menos 3 tiles em áreas vulcânicas ou adjacentes a elas</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on the two bottom rows</source>
        <translation>Possuir pelo menos 3 tiles nas duas linhas de baixo</translation>
    </message>
    <message>
        <source>Owning the largest group of tiles that touch</source>
        <translation>Possuir o maior grupo de tiles adjacentes entre si</translation>
    </message>
    <message>
        <source>Owning the most cities</source>
        <translation>Possuir mais cidades</translation>
    </message>
    <message>
        <source>Owning the most greenery tiles</source>
        <translation>Possuir mais tiles de vegetação</translation>
    </message>
    <message>
        <source>Owning the most tiles in play</source>
        <translation>Possuir mais tiles em jogo</translation>
    </message>
    <message>
        <source>Owning the most tiles next to ocean tiles</source>
        <translation>Possuir mais tiles adjacentes a tiles de oceano</translation>
    </message>
    <message>
        <source>Owning the most tiles next to special tiles</source>
        <translation>Possuir mais tiles adjacentes a tiles especiais</translation>
    </message>
    <message>
        <source>Owning the most tiles not next to ocean tiles</source>
        <translation>Possuir mais tiles não adjacentes a tiles de oceano</translation>
    </message>
    <message>
        <source>Owning the most tiles on the edge of the map</source>
        <translation>Possuir mais tiles na borda do mapa</translation>
    </message>
    <message>
        <source>Owning the most tiles on the four rows south of the equator</source>
        <translation>Possuir mais tiles nas quatro linhas ao sul do equador</translation>
    </message>
    <message>
        <source>Production phase of generation {generation}.</source>
        <translation>Fase de produção da geração {generation}.</translation>
    </message>
    <message>
        <source>Steel pays only for cards with a building tag.</source>
        <translation>O aço só paga cartas com ícone de Construção.</translation>
    </message>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Isso não pode ser feito nesta fase.</translation>
    </message>
    <message>
        <source>The action of {card} cannot be used now.</source>
        <translation>A ação de {card} não pode ser usada agora.</translation>
    </message>
    <message>
        <source>The award {award} cannot be funded now.</source>
        <translation>O prêmio {award} não pode ser financiado agora.</translation>
    </message>
    <message>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>O deck acabou: a pilha de descarte é embaralhada e forma um novo deck.</translation>
    </message>
    <message>
        <source>The game ends. AutoMars wins with {score} VP.</source>
        <translation>A partida termina. O AutoMarte vence com {score} PV.</translation>
    </message>
    <message>
        <source>The game ends. {player} wins with {score} VP.</source>
        <translation>A partida termina. {player} vence com {score} PV.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>The game is waiting for {expected}, not {given}.</source>
        <translation>A partida espera {expected}, não {given}.</translation>
    </message>
    <message>
        <source>The milestone {milestone} cannot be claimed now.</source>
        <translation>O marco {milestone} não pode ser reivindicado agora.</translation>
    </message>
    <message>
        <source>The payment does not cover the cost of {cost} M€.</source>
        <translation>O pagamento não cobre o custo de {cost} M$.</translation>
    </message>
    <message>
        <source>The payment uses more {resource} than needed.</source>
        <translation>O pagamento usa mais {resource} do que o necessário.</translation>
    </message>
    <message>
        <source>The standard project {project} is not available now.</source>
        <translation>O projeto-padrão {project} não está disponível agora.</translation>
    </message>
    <message>
        <source>The steps the marker moves before this trade are a number from 0 to {max}.</source>
        <translation>Os níveis que o marcador avança antes desta negociação são um número de 0 a {max}.</translation>
    </message>
    <message>
        <source>The trade fleets come back and the marker of every active colony tile moves up one step.</source>
        <translation>As frotas comerciais voltam e o marcador de cada peça de colônia ativa avança um nível.</translation>
    </message>
    <message>
        <source>There is no card named {card}.</source>
        <translation>Não existe carta chamada {card}.</translation>
    </message>
    <message>
        <source>This answer is not understood: a payment names resources with whole numbers.</source>
        <translation>Esta resposta não foi entendida: um pagamento indica recursos com números inteiros.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step must be an object.</source>
        <translation>Esta resposta não foi entendida: um passo deve ser um objeto.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step needs an action or an answer.</source>
        <translation>Esta resposta não foi entendida: um passo precisa de uma ação ou de uma resposta.</translation>
    </message>
    <message>
        <source>This answer is not understood: it needs the key {key}.</source>
        <translation>Esta resposta não foi entendida: falta a chave {key}.</translation>
    </message>
    <message>
        <source>This answer is not understood: the answer must be an object.</source>
        <translation>Esta resposta não foi entendida: a resposta deve ser um objeto.</translation>
    </message>
    <message>
        <source>This answer is not understood: {detail}.</source>
        <translation>Esta resposta não foi entendida: {detail}.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} has the wrong type or size.</source>
        <translation>Esta resposta não foi entendida: {key} tem o tipo ou o tamanho errado.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} must be a list of card names.</source>
        <translation>Esta resposta não foi entendida: {key} deve ser uma lista de nomes de cartas.</translation>
    </message>
    <message>
        <source>This effect is not optional.</source>
        <translation>Este efeito não é opcional.</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>Este arquivo não pode ser lido.</translation>
    </message>
    <message>
        <source>This file is not a tmdesk saved game.</source>
        <translation>Este arquivo não é uma partida salva do tmdesk.</translation>
    </message>
    <message>
        <source>This file is too large to be a saved game.</source>
        <translation>Este arquivo é grande demais para ser uma partida salva.</translation>
    </message>
    <message>
        <source>This game is played without Preludes.</source>
        <translation>Esta partida é jogada sem Prelúdios.</translation>
    </message>
    <message>
        <source>This game was saved by a newer tmdesk (format {version}).</source>
        <translation>Esta partida foi salva por um tmdesk mais recente (formato {version}).</translation>
    </message>
    <message>
        <source>This saved game is damaged: it holds text that is not valid Unicode.</source>
        <translation>Esta partida salva está danificada: contém texto que não é Unicode válido.</translation>
    </message>
    <message>
        <source>This saved game is damaged: it is cut short or not readable.</source>
        <translation>Esta partida salva está danificada: está incompleta ou ilegível.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its data is too large or nested too deeply.</source>
        <translation>Esta partida salva está danificada: seus dados são grandes demais ou aninhados demais.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its log holds an entry this program does not know.</source>
        <translation>Esta partida salva está danificada: seu registro contém uma entrada que este programa não conhece.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its position breaks the rules of the game.</source>
        <translation>Esta partida salva está danificada: sua situação viola as regras do jogo.</translation>
    </message>
    <message>
        <source>This saved game is damaged: {field} is missing or has a wrong value.</source>
        <translation>Esta partida salva está danificada: {field} está faltando ou tem um valor errado.</translation>
    </message>
    <message>
        <source>Titanium pays only for cards with a space tag.</source>
        <translation>O titânio só paga cartas com ícone Espacial.</translation>
    </message>
    <message>
        <source>Venus must be at least {value} %</source>
        <translation>Vênus precisa estar em pelo menos {value} %</translation>
    </message>
    <message>
        <source>Venus must be at most {value} %</source>
        <translation>Vênus precisa estar em no máximo {value} %</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: Venus rises to {value} %.</source>
        <translation>Terraformação do Governo Mundial, escolhida por {player}: Vênus sobe para {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: an ocean tile is placed on {space}.</source>
        <translation>Terraformação do Governo Mundial, escolhida por {player}: um tile de oceano é colocado na {space}.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: oxygen rises to {value} %.</source>
        <translation>Terraformação do Governo Mundial, escolhida por {player}: o oxigênio sobe para {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: the temperature rises to {value} °C.</source>
        <translation>Terraformação do Governo Mundial, escolhida por {player}: a temperatura sobe para {value} °C.</translation>
    </message>
    <message>
        <source>You cannot trade with {colony} now.</source>
        <translation>Você não pode negociar com {colony} agora.</translation>
    </message>
    <message>
        <source>You cannot turn heat into a temperature step now.</source>
        <translation>Você não pode converter calor em um nível de temperatura agora.</translation>
    </message>
    <message>
        <source>You cannot turn plants into a greenery now.</source>
        <translation>Você não pode converter plantas em vegetação agora.</translation>
    </message>
    <message>
        <source>You have only {have:resource}, not {need}.</source>
        <translation>Você tem apenas {have:resource}, não {need}.</translation>
    </message>
    <message>
        <source>You must take an action before ending your turn.</source>
        <translation>Você precisa fazer uma ação antes de encerrar o turno.</translation>
    </message>
    <message numerus="yes">
        <source>at least %n city tile(s) must be in play</source>
        <translation>
            <numerusform>é preciso haver pelo menos %n tile de cidade em jogo</numerusform>
            <numerusform>é preciso haver pelo menos %n tiles de cidade em jogo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n ocean(s) must be on Mars</source>
        <translation>
            <numerusform>é preciso haver pelo menos %n oceano em Marte</numerusform>
            <numerusform>é preciso haver pelo menos %n oceanos em Marte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n ocean(s) may be on Mars</source>
        <translation>
            <numerusform>pode haver no máximo %n oceano em Marte</numerusform>
            <numerusform>pode haver no máximo %n oceanos em Marte</numerusform>
        </translation>
    </message>
    <message>
        <source>it costs {cost} M€ and you can pay at most {have}</source>
        <translation>custa {cost} M$ e você pode pagar no máximo {have}</translation>
    </message>
    <message>
        <source>no action you used this generation can be used again now</source>
        <translation>nenhuma ação que você usou nesta geração pode ser usada de novo agora</translation>
    </message>
    <message>
        <source>no card in your hand can be played with it</source>
        <translation>nenhuma carta da sua mão pode ser jogada com ela</translation>
    </message>
    <message>
        <source>no colony tile has room for a colony of yours</source>
        <translation>nenhuma peça de colônia tem lugar para uma colônia sua</translation>
    </message>
    <message>
        <source>no player has enough production of {resource} to lower</source>
        <translation>nenhum jogador tem produção de {resource} suficiente para diminuir</translation>
    </message>
    <message>
        <source>no two colony tiles have markers that can move so</source>
        <translation>não há duas peças de colônia cujos marcadores possam se mover assim</translation>
    </message>
    <message>
        <source>none of its options can be carried out</source>
        <translation>nenhuma das suas opções pode ser realizada</translation>
    </message>
    <message>
        <source>none of your other cards can take the resource it adds</source>
        <translation>nenhuma das suas outras cartas pode receber o recurso que ela adiciona</translation>
    </message>
    <message>
        <source>oxygen must be at least {value} %</source>
        <translation>o oxigênio precisa estar em pelo menos {value} %</translation>
    </message>
    <message>
        <source>oxygen must be at most {value} %</source>
        <translation>o oxigênio precisa estar em no máximo {value} %</translation>
    </message>
    <message>
        <source>the temperature must be at least {value} °C</source>
        <translation>a temperatura precisa ser de pelo menos {value} °C</translation>
    </message>
    <message>
        <source>the temperature must be at most {value} °C</source>
        <translation>a temperatura precisa ser de no máximo {value} °C</translation>
    </message>
    <message>
        <source>there is no legal space for its tile</source>
        <translation>não há área válida para o seu tile</translation>
    </message>
    <message>
        <source>you have no building card with a production box</source>
        <translation>você não tem carta de Construção com produção</translation>
    </message>
    <message>
        <source>you have no trade fleet left or no colony tile is open to trade</source>
        <translation>você não tem frota comercial livre ou nenhuma peça de colônia está aberta à negociação</translation>
    </message>
    <message>
        <source>you may have at most one colony</source>
        <translation>você pode ter no máximo uma colônia</translation>
    </message>
    <message>
        <source>you may have at most {value} colonies</source>
        <translation>você pode ter no máximo {value} colônias</translation>
    </message>
    <message numerus="yes">
        <source>you need %n floater(s) on your cards</source>
        <translation>
            <numerusform>você precisa de %n flutuador nas suas cartas</numerusform>
            <numerusform>você precisa de %n flutuadores nas suas cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n greenery tile(s)</source>
        <translation>
            <numerusform>você precisa de %n tile de vegetação</numerusform>
            <numerusform>você precisa de %n tiles de vegetação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n other card(s) in hand to discard</source>
        <translation>
            <numerusform>você precisa de %n outra carta na mão para descartar</numerusform>
            <numerusform>você precisa de %n outras cartas na mão para descartar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n {tag} tag(s)</source>
        <translation>
            <numerusform>você precisa de %n ícone {tag}</numerusform>
            <numerusform>você precisa de %n ícones {tag}</numerusform>
        </translation>
    </message>
    <message>
        <source>you need a colony</source>
        <translation>você precisa de uma colônia</translation>
    </message>
    <message>
        <source>you need at least {value} colonies</source>
        <translation>você precisa de pelo menos {value} colônias</translation>
    </message>
    <message>
        <source>you need {value:resource}</source>
        <translation>você precisa de {value:resource}</translation>
    </message>
    <message>
        <source>your production of {resource} cannot go that low</source>
        <translation>sua produção de {resource} não pode ficar tão baixa</translation>
    </message>
    <message>
        <source>your production of {resource} must be at least {value}</source>
        <translation>você precisa de produção de {resource} de pelo menos {value}</translation>
    </message>
    <message>
        <source>your terraform rating must be at least {value}</source>
        <translation>seu Índice de Terraformação deve ser de pelo menos {value}</translation>
    </message>
    <message>
        <source>{card} cannot be played: {reason}.</source>
        <translation>A carta {card} não pode ser jogada: {reason}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>A carta {card} não está na sua mão.</translation>
    </message>
    <message>
        <source>{player} builds a colony on {colony}.</source>
        <translation>{player} constrói uma colônia na peça {colony}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys %n card(s).</source>
        <translation>
            <numerusform>{player} compra %n carta.</numerusform>
            <numerusform>{player} compra %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} cannot play {card}: it is discarded and {player} gains {amount} M€.</source>
        <translation>{player} não pode jogar {card}: ela é descartada e {player} recebe {amount} M$.</translation>
    </message>
    <message>
        <source>{player} chooses on {card}: {choice}.</source>
        <translation>{player} escolhe na carta {card}: {choice}.</translation>
    </message>
    <message>
        <source>{player} chooses the action of {card}: {branch}.</source>
        <translation>{player} escolhe a ação de {card}: {branch}.</translation>
    </message>
    <message>
        <source>{player} claims the milestone {milestone}.</source>
        <translation>{player} reivindica o marco {milestone}.</translation>
    </message>
    <message>
        <source>{player} drafts a card.</source>
        <translation>{player} seleciona uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} pega %n carta.</numerusform>
            <numerusform>{player} pega %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} encerra o turno.</translation>
    </message>
    <message>
        <source>{player} funds the award {award} for {cost} M€.</source>
        <translation>{player} financia o prêmio {award} por {cost} M$.</translation>
    </message>
    <message>
        <source>{player} gains a trade fleet.</source>
        <translation>{player} ganha uma frota comercial.</translation>
    </message>
    <message>
        <source>{player} gains {amount:resource} from {card}.</source>
        <translation>{player} recebe {amount:resource} graças a {card}.</translation>
    </message>
    <message>
        <source>{player} gets the colony bonus of {colony}.</source>
        <translation>{player} recebe o bônus de colônia da peça {colony}.</translation>
    </message>
    <message>
        <source>{player} gets the trade income of step {value} of {colony}.</source>
        <translation>{player} recebe a renda comercial do nível {value} da peça {colony}.</translation>
    </message>
    <message>
        <source>{player} has chosen a corporation and cards, face down.</source>
        <translation>{player} escolheu uma corporação e cartas, viradas para baixo.</translation>
    </message>
    <message>
        <source>{player} leaves {colony} out of the game.</source>
        <translation>{player} deixa a peça {colony} fora do jogo.</translation>
    </message>
    <message>
        <source>{player} lowers their own production of {resource} by {amount}.</source>
        <translation>{player} diminui a própria produção de {resource} em {amount}.</translation>
    </message>
    <message>
        <source>{player} lowers {target}&apos;s production of {resource} by {amount}.</source>
        <translation>{target} tem a produção de {resource} diminuída em {amount} por {player}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} down %n step(s).</source>
        <translation>
            <numerusform>{player} recua o marcador da peça {colony} %n nível.</numerusform>
            <numerusform>{player} recua o marcador da peça {colony} %n níveis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} up %n step(s).</source>
        <translation>
            <numerusform>{player} avança o marcador da peça {colony} %n nível.</numerusform>
            <numerusform>{player} avança o marcador da peça {colony} %n níveis.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa a vez.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ for the ocean of the south pole.</source>
        <translation>{player} paga {cost} M$ pelo oceano do polo sul.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ to raise the temperature at the north pole.</source>
        <translation>{player} paga {cost} M$ para aumentar a temperatura no polo norte.</translation>
    </message>
    <message>
        <source>{player} places {tile} on {space}.</source>
        <translation>{player} coloca {tile} na {space}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} joga {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {corporation} and keeps %n card(s).</source>
        <translation>
            <numerusform>{player} joga com {corporation} e fica com %n carta.</numerusform>
            <numerusform>{player} joga com {corporation} e fica com %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} produces {gains}.</source>
        <translation>{player} produz {gains}.</translation>
    </message>
    <message>
        <source>{player} puts {colony} into play.</source>
        <translation>{player} coloca a peça {colony} em jogo.</translation>
    </message>
    <message>
        <source>{player} raises Venus to {value} %.</source>
        <translation>{player} aumenta Vênus para {value} %.</translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value} %.</source>
        <translation>{player} aumenta o oxigênio para {value} %.</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} aumenta a temperatura para {value} °C.</translation>
    </message>
    <message>
        <source>{player} raises their production of {resource} by {amount}.</source>
        <translation>{player} aumenta sua produção de {resource} em {amount}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from their own supply.</source>
        <translation>{player} remove {amount:resource} da própria reserva.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {card}.</source>
        <translation>{player} retira {amount:resource} da carta {card}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {target}.</source>
        <translation>{target} perde {amount:resource} por ação de {player}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells %n patent(s).</source>
        <translation>
            <numerusform>{player} vende %n patente.</numerusform>
            <numerusform>{player} vende %n patentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} spends {amount:resource} from {card} as {total:heat}.</source>
        <translation>{player} gasta {amount:resource} de {card} como {total:heat}.</translation>
    </message>
    <message>
        <source>{player} trades with {colony} without paying.</source>
        <translation>{player} negocia com {colony} sem pagar.</translation>
    </message>
    <message>
        <source>{player} trades with {colony}, paying {cost:paid}.</source>
        <translation>{player} negocia com {colony} pagando {cost:paid}.</translation>
    </message>
    <message>
        <source>{player} turns 8 heat into a temperature step.</source>
        <translation>{player} converte 8 de calor em um nível de temperatura.</translation>
    </message>
    <message>
        <source>{player} turns plants into a greenery.</source>
        <translation>{player} converte plantas em vegetação.</translation>
    </message>
    <message>
        <source>{player} turns {amount:energy} into heat.</source>
        <translation>{player} converte {amount:energy} em calor.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} usa a ação de {card}.</translation>
    </message>
    <message>
        <source>{player} uses the standard project {project}.</source>
        <translation>{player} executa o projeto-padrão {project}.</translation>
    </message>
    <message>
        <source>{player}&apos;s terraform rating rises to {value}.</source>
        <translation>O IT de {player} sobe para {value}.</translation>
    </message>
    <message>
        <source>{resource} cannot be used to pay.</source>
        <translation>{resource} não pode ser usado para pagar.</translation>
    </message>
    <message>
        <source>{value} is not one of the options ({options}).</source>
        <translation>{value} não é uma das opções ({options}).</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir uma partida salva</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>tmdesk saved games (*.json)</source>
        <translation>Partidas salvas do tmdesk (*.json)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Ainda não há nada para desfazer.</translation>
    </message>
    <message>
        <source>Something went wrong and the move was taken back. Details are in the log file.</source>
        <translation>Algo deu errado e a jogada foi desfeita. Os detalhes estão no arquivo de log.</translation>
    </message>
    <message>
        <source>The game could not be autosaved (%1). You can keep playing; use Game → Save as… to keep it.</source>
        <translation>Não foi possível salvar o jogo automaticamente (%1). Você pode continuar jogando; use Partida → Salvar como… para guardá-lo.</translation>
    </message>
    <message>
        <source>Undo stops here: a card was drawn, and going back would show cards that must stay hidden.</source>
        <translation>Não é possível desfazer além daqui: uma carta já saiu do deck, e voltar mostraria cartas que devem ficar ocultas.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Desfazer: %1</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>a última decisão</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 cannot be chosen now.</source>
        <translation>%1 não pode ser escolhida agora.</translation>
    </message>
    <message>
        <source>%1, your turn: take your %2.</source>
        <translation>%1, é sua vez: faça sua %2.</translation>
    </message>
    <message>
        <source>%1: Preludes</source>
        <translation>%1: Prelúdios</translation>
    </message>
    <message>
        <source>%1: draft</source>
        <translation>%1: seleção de cartas</translation>
    </message>
    <message>
        <source>%1: final greenery — turn plants into greeneries, then pass.</source>
        <translation>%1: vegetação final — converta plantas em vegetação e depois passe a vez.</translation>
    </message>
    <message>
        <source>%1: research</source>
        <translation>%1: pesquisa</translation>
    </message>
    <message>
        <source>%1: set-up</source>
        <translation>%1: preparação</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s)…</source>
        <translation>
            <numerusform>mais %n carta…</numerusform>
            <numerusform>mais %n cartas…</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars is playing: each step is shown on the board as it is told.</source>
        <translation>O AutoMarte está jogando: cada passo aparece no tabuleiro enquanto é narrado.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Não pode ser jogada agora</translation>
    </message>
    <message>
        <source>Cards are played during your turn in the action phase</source>
        <translation>As cartas são jogadas no seu turno, na fase de ação</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Escolher</translation>
    </message>
    <message>
        <source>Choose the colony tile picked in the list (keyboard)</source>
        <translation>Escolher a peça de colônia selecionada na lista (teclado)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colônias</translation>
    </message>
    <message>
        <source>Double-click to use its action</source>
        <translation>Clique duas vezes para usar a ação</translation>
    </message>
    <message>
        <source>Drag to the play area, double-click or press Enter to play</source>
        <translation>Arraste para a área de jogo, clique duas vezes ou pressione Enter para jogar</translation>
    </message>
    <message>
        <source>Drop a card here to play it</source>
        <translation>Solte uma carta aqui para jogá-la</translation>
    </message>
    <message>
        <source>Every card you have played, in a window</source>
        <translation>Todas as cartas que você jogou, em uma janela</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Fund</source>
        <translation>Financiar</translation>
    </message>
    <message>
        <source>Fund the %1 award for %2 M€?</source>
        <translation>Financiar a premiação %1 por %2 M$?</translation>
    </message>
    <message>
        <source>Generation %1 · %2</source>
        <translation>Geração %1 · %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Legal spaces for the tile, with what placing there gives</source>
        <translation>Áreas permitidas para o tile, com o que a colocação rende</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>Nenhuma carta na mão</translation>
    </message>
    <message>
        <source>Open the choice the game is waiting for</source>
        <translation>Abrir a escolha que a partida está esperando</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Pass for the rest of this generation? You take no more actions until the next one.</source>
        <translation>Passar pelo resto desta geração? Você não fará mais ações até a próxima.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Place the tile on the space chosen in the list (keyboard)</source>
        <translation>Colocar o tile na área escolhida na lista (teclado)</translation>
    </message>
    <message numerus="yes">
        <source>Placing the tile here draws %n card(s), and that cannot be undone. Place it here?</source>
        <translation>
            <numerusform>Colocar o tile aqui faz pegar %n carta, e isso não pode ser desfeito. Colocar aqui?</numerusform>
            <numerusform>Colocar o tile aqui faz pegar %n cartas, e isso não pode ser desfeito. Colocar aqui?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play area — drop a card here to play it; double-click a blue card to use its action</source>
        <translation>Área de jogo — solte uma carta aqui para jogá-la; clique duas vezes em uma carta azul para usar sua ação</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Confirme, por favor</translation>
    </message>
    <message>
        <source>Show or fold away your hand and play area (the board gets the room)</source>
        <translation>Mostrar ou recolher sua mão e sua área de jogo (o tabuleiro ganha o espaço)</translation>
    </message>
    <message>
        <source>Show or hide the colony tiles (in a narrow window they take the board&apos;s place)</source>
        <translation>Mostrar ou ocultar as peças de colônia (numa janela estreita elas ocupam o lugar do tabuleiro)</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>Mostrar a pontuação final de novo</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>The colony tiles you may choose</source>
        <translation>As peças de colônia que você pode escolher</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>This card cannot be played now.</source>
        <translation>Esta carta não pode ser jogada agora.</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Este efeito é opcional: não usá-lo</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Aguardando %1.</translation>
    </message>
    <message>
        <source>You can play a card only on your turn.</source>
        <translation>Você só pode jogar uma carta no seu turno.</translation>
    </message>
    <message>
        <source>Your hand — drag a card to the play area beside it, or double-click it</source>
        <translation>Sua mão — arraste uma carta até a área de jogo ao lado ou clique duas vezes nela</translation>
    </message>
    <message>
        <source>first action</source>
        <translation>primeira ação</translation>
    </message>
    <message>
        <source>second action</source>
        <translation>segunda ação</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>A bonus card does the first of its options that can be done, then goes to the bonus discard pile or, when it says so, leaves the game. Rest the pointer on a line of the log about a bonus card to read what it does.</source>
        <translation>Uma carta bônus faz a primeira das suas opções que puder ser feita e depois vai para a pilha de descarte de cartas bônus ou, quando ela diz, sai do jogo. Deixe o ponteiro sobre uma linha do registro que fala de uma carta bônus para ler o que ela faz.</translation>
    </message>
    <message>
        <source>A card&apos;s requirements must be met when you play it. Steel is worth 2 M€ toward a card with a building tag, titanium 3 M€ toward a card with a space tag.</source>
        <translation>Os requisitos de uma carta precisam ser cumpridos quando você a joga. O aço vale 2 M$ para pagar uma carta com ícone de Construção, o titânio 3 M$ para uma carta com ícone Espacial.</translation>
    </message>
    <message>
        <source>A generation</source>
        <translation>Uma geração</translation>
    </message>
    <message>
        <source>After the last production, each player may still turn plants into greeneries. Then each player scores their TR, 5 VP per milestone, the awards (5 VP for the first place, 2 for the second, no second place with two players), 1 VP per greenery they own, 1 VP per greenery next to each of their cities, and the points of their cards. The most points win; on a tie, the most M€ left.</source>
        <translation>Depois da última produção, cada jogador ainda pode converter plantas em vegetações. Então cada jogador marca seu IT, 5 PV por marco, os prêmios (5 PV para o primeiro lugar, 2 para o segundo, sem segundo lugar com dois jogadores), 1 PV por vegetação que possui, 1 PV por vegetação adjacente a cada uma de suas cidades e os pontos das suas cartas. Vence quem tiver mais pontos; no empate, quem tiver mais M$ sobrando.</translation>
    </message>
    <message>
        <source>AutoMars ignores what a project card says: each of its tags, from left to right, moves the counter of one of the seven tracks of its board one space. The icons at the start of each track show which tags move it (on Tharsis, Energy takes the power and Jovian tags, Earth the earth and city tags, Plant the plant, animal and microbe tags).</source>
        <translation>O AutoMarte ignora o texto das cartas de projeto: cada ícone da carta, da esquerda para a direita, avança um espaço o contador de uma das sete trilhas do seu tabuleiro. Os ícones no início de cada trilha mostram quais ícones de carta a avançam (em Tharsis, a trilha de Energia recebe os ícones de Energia e Joviano, a da Terra os de Terra e Cidade, a de Planta os de Planta, Animal e Micróbio).</translation>
    </message>
    <message>
        <source>AutoMars is the official automated opponent for one player. It has no hand, no production and no resource but its M€, and it never pays for a card. You are the first player in the first generation.</source>
        <translation>O AutoMarte é o adversário automático oficial para um jogador. Ele não tem mão, nem produção, nem outro recurso além dos seus M$, e nunca paga por uma carta. Você é o primeiro jogador na primeira geração.</translation>
    </message>
    <message>
        <source>AutoMars scores like a player (TR, milestones, awards, greeneries and cities, but no points from its cards) and turns its M€ into points: the later the game ends, the fewer M€ a point costs. A tie goes to AutoMars. If the game reaches generation 20 (18 with Prelude), AutoMars wins.</source>
        <translation>O AutoMarte marca pontos como um jogador (IT, marcos, prêmios, vegetações e cidades, mas nenhum ponto das suas cartas) e converte seus M$ em pontos: quanto mais tarde a partida termina, menos M$ custa cada ponto. O empate é do AutoMarte. Se a partida chegar à geração 20 (18 com Prelúdio), o AutoMarte vence.</translation>
    </message>
    <message>
        <source>Colonies: trade with a colony tile</source>
        <translation>Colônias: negociar com uma peça de colônia</translation>
    </message>
    <message>
        <source>Difficulty: Easy ignores its Advance Counter icons, gains only 3 M€ for a Failed Action and counts 5 less in every award. Hard scores 1 VP for each card it resolved that shows no negative points, and at the start of a generation pays 8 M€ to claim a milestone when it meets enough of them. Brutal does the same and adds a fourth project card to each action deck.</source>
        <translation>Dificuldade: no Fácil, ele ignora os ícones Avançar Contador, ganha só 3 M$ por Ação Falha e conta 5 a menos em cada prêmio. No Difícil, marca 1 PV por carta resolvida que não mostre pontos negativos e, no início de uma geração, paga 8 M$ para reivindicar um marco quando atende a marcos suficientes. No Brutal, faz o mesmo e recebe uma quarta carta de projeto em cada baralho de ação.</translation>
    </message>
    <message>
        <source>Each generation AutoMars shuffles an action deck of 3 project cards and 1 bonus card. On each of its turns it reveals the top card and resolves it; when the deck is empty, it passes. In the production phase it gains nothing.</source>
        <translation>A cada geração, o AutoMarte embaralha um baralho de ação de 3 cartas de projeto e 1 carta bônus. Em cada um dos seus turnos, ele revela a carta do topo e a resolve; quando o baralho acaba, ele passa. Na fase de produção, ele não ganha nada.</translation>
    </message>
    <message>
        <source>Each step you raise a global parameter gives you 1 terraform rating (TR). Your TR is both your income and the base of your score.</source>
        <translation>Cada nível que você aumenta num parâmetro global lhe dá 1 de Índice de Terraformação (IT). Seu IT é ao mesmo tempo sua renda e a base da sua pontuação.</translation>
    </message>
    <message>
        <source>Hint: what the strongest computer player would do in your place</source>
        <translation>Dica: o que o jogador de computador mais forte faria no seu lugar</translation>
    </message>
    <message>
        <source>In tmdesk</source>
        <translation>No tmdesk</translation>
    </message>
    <message>
        <source>Its bonus cards</source>
        <translation>Suas cartas bônus</translation>
    </message>
    <message>
        <source>Its tracks</source>
        <translation>Suas trilhas</translation>
    </message>
    <message>
        <source>Its turn</source>
        <translation>Seu turno</translation>
    </message>
    <message>
        <source>Its turn is told line by line on its board and in the log: Pause stops the telling, Step shows the next line, Faster speeds it up and Skip shows the rest at once.</source>
        <translation>O turno dele é contado linha por linha no seu tabuleiro e no registro: Pausar para a narração, Passo mostra a próxima linha, Mais rápido acelera e Pular mostra o resto de uma vez.</translation>
    </message>
    <message>
        <source>Oceans go only on the spaces kept for them and belong to no one. A greenery raises the oxygen and goes next to one of your tiles if it can. A city may not touch another city. You gain what is printed on the space, and 2 M€ for each ocean next to it.</source>
        <translation>Os oceanos vão só nas áreas reservadas para eles e não são de ninguém. Uma vegetação aumenta o oxigênio e fica adjacente a um dos seus tiles, se puder. Uma cidade não pode ficar adjacente a outra cidade. Você ganha o que está impresso na área e 2 M$ por oceano adjacente.</translation>
    </message>
    <message>
        <source>Only what the rules allow is enabled: rest the pointer on a dimmed card to read why it cannot be played. Drag a card to the play area, double-click it or press Enter to play it. When a tile must be placed, the legal spaces light up. The Hint (Ctrl+I) says what the strongest computer player would do in your place, and why.</source>
        <translation>Só o que as regras permitem fica habilitado: deixe o ponteiro sobre uma carta apagada para ler por que ela não pode ser jogada. Arraste uma carta para a área de jogo, dê um clique duplo nela ou pressione Enter para jogá-la. Quando um tile precisa ser colocado, as áreas válidas se acendem. A Dica (Ctrl+I) diz o que o jogador de computador mais forte faria no seu lugar, e por quê.</translation>
    </message>
    <message>
        <source>Research: each player draws 4 cards and buys any of them for 3 M€ each (not in the first generation). Actions: in turn, each player takes 1 or 2 actions, until everyone has passed. Production: energy becomes heat, you gain as many M€ as your TR plus your M€ production, and every other resource its production.</source>
        <translation>Pesquisa: cada jogador compra 4 cartas e fica com as que quiser por 3 M$ cada (não na primeira geração). Ações: em ordem, cada jogador faz 1 ou 2 ações, até todos passarem. Produção: a energia vira calor, você ganha tantos M$ quanto seu IT mais sua produção de M$, e cada outro recurso conforme sua produção.</translation>
    </message>
    <message>
        <source>The actions: play a card from your hand; use a standard project; claim a milestone (8 M€, 5 VP at the end, 3 milestones at most in a game); fund an award (8, 14 then 20 M€, 3 at most); use the action of one of your blue cards once per generation; turn 8 plants into a greenery; turn 8 heat into a temperature step.</source>
        <translation>As ações: jogar uma carta da mão; executar um projeto-padrão; reivindicar um marco (8 M$, 5 PV no final, no máximo 3 marcos por partida); financiar um prêmio (8, 14 e depois 20 M$, no máximo 3); usar a ação de uma das suas cartas azuis uma vez por geração; converter 8 plantas em vegetação; converter 8 de calor em um nível de temperatura.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>O final</translation>
    </message>
    <message>
        <source>The end against AutoMars</source>
        <translation>O final contra o AutoMarte</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>O objetivo</translation>
    </message>
    <message>
        <source>The solo game: you play against the clock. Terraform Mars by the end of generation 14 (12 with the Prelude expansion) or the game is lost; two neutral cities and their greeneries are on the map from the start.</source>
        <translation>A partida solo: você joga contra o relógio. Terraforme Marte até o fim da geração 14 (12 com a expansão Prelúdio) ou a partida está perdida; duas cidades neutras e suas vegetações estão no mapa desde o início.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Together you make Mars livable: the temperature rises from -30 °C to +8 °C, the oxygen from 0 % to 14 %, and 9 oceans are placed. Each player is a corporation that wants the most victory points (VP). The game ends after the generation in which all three reach their goal.</source>
        <translation>Juntos, vocês tornam Marte habitável: a temperatura sobe de -30 °C para +8 °C, o oxigênio de 0&#xa0;% para 14&#xa0;%, e 9 oceanos são colocados. Cada jogador é uma corporação que quer o maior número de pontos de vitória (PV). A partida termina depois da geração em que os três chegam à sua meta.</translation>
    </message>
    <message>
        <source>When a counter reaches a space with an icon, AutoMars does what it shows: advance a counter, gain TR, claim a milestone or fund an award for free, raise the temperature, place a greenery, an ocean or a city. An icon acts only the first time its space is reached. A card without tags, a track at its end or an icon that cannot be done is a Failed Action: AutoMars gains 5 M€ instead.</source>
        <translation>Quando um contador alcança um espaço com ação, o AutoMarte faz o que ela mostra: Avançar Contador, Ganhar IT, Reivindicar Marco ou Financiar um Prêmio de graça, Aumentar Temperatura, Colocar uma Vegetação, um Oceano ou uma Cidade. Uma ação só vale na primeira vez que o espaço é alcançado. Uma carta sem ícones, uma trilha no fim ou uma ação impossível é uma Ação Falha: em vez disso, o AutoMarte ganha 5 M$.</translation>
    </message>
    <message>
        <source>When you remove or steal resources from AutoMars, it loses that many M€ instead. When you lower its production, the matching track moves one space back. Its tiles are real tiles: your cards count them.</source>
        <translation>Quando você remove ou rouba recursos do AutoMarte, ele perde a mesma quantidade de M$. Quando você diminui a produção dele, a trilha correspondente recua um espaço. Os tiles dele são tiles de verdade: suas cartas os contam.</translation>
    </message>
    <message>
        <source>Who AutoMars is</source>
        <translation>Quem é o AutoMarte</translation>
    </message>
    <message>
        <source>You and AutoMars</source>
        <translation>Você e o AutoMarte</translation>
    </message>
    <message>
        <source>close the large card</source>
        <translation>fechar a carta grande</translation>
    </message>
    <message>
        <source>end your turn after one action</source>
        <translation>encerrar o turno depois de uma ação</translation>
    </message>
    <message>
        <source>fit the board in the window</source>
        <translation>ajustar o tabuleiro à janela</translation>
    </message>
    <message>
        <source>move to the next control (Shift+Tab: the previous one)</source>
        <translation>ir para o próximo controle (Shift+Tab: o anterior)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nova partida</translation>
    </message>
    <message>
        <source>on a card of your hand: play it; on a card to choose: choose it</source>
        <translation>numa carta da mão: jogá-la; numa carta a escolher: escolhê-la</translation>
    </message>
    <message>
        <source>open a saved game</source>
        <translation>abrir uma partida salva</translation>
    </message>
    <message>
        <source>pass for the rest of the generation</source>
        <translation>passar pelo resto da geração</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>refazer</translation>
    </message>
    <message>
        <source>save the game</source>
        <translation>salvar a partida</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>configurações</translation>
    </message>
    <message>
        <source>this guide</source>
        <translation>este guia</translation>
    </message>
    <message>
        <source>turn 8 heat into a temperature step</source>
        <translation>converter 8 de calor em um nível de temperatura</translation>
    </message>
    <message>
        <source>turn 8 plants into a greenery</source>
        <translation>converter 8 plantas em vegetação</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>desfazer</translation>
    </message>
    <message>
        <source>zoom the board in</source>
        <translation>aproximar o tabuleiro</translation>
    </message>
    <message>
        <source>zoom the board out</source>
        <translation>afastar o tabuleiro</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>AutoMars</source>
        <translation>AutoMarte</translation>
    </message>
    <message>
        <source>Guide to the game</source>
        <translation>Guia do jogo</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>O jogo</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Buy no card this time.</source>
        <translation>Não compre nenhuma carta desta vez.</translation>
    </message>
    <message>
        <source>Buy these cards: %1.</source>
        <translation>Compre estas cartas: %1.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Escolha %1.</translation>
    </message>
    <message>
        <source>Choose: %1.</source>
        <translation>Escolha: %1.</translation>
    </message>
    <message>
        <source>Claim the milestone %1.</source>
        <translation>Reivindique o marco %1.</translation>
    </message>
    <message>
        <source>End your turn here.</source>
        <translation>Encerre o seu turno aqui.</translation>
    </message>
    <message>
        <source>Fund the award %1.</source>
        <translation>Financie o prêmio %1.</translation>
    </message>
    <message>
        <source>It is worth about %1 M€ more than the next best choice.</source>
        <translation>Vale cerca de %1 M$ a mais que a segunda melhor escolha.</translation>
    </message>
    <message>
        <source>Pass: nothing you can do now is worth what it costs.</source>
        <translation>Passe a vez: nada do que você pode fazer agora vale o que custa.</translation>
    </message>
    <message>
        <source>Pick %1.</source>
        <translation>Escolha %1.</translation>
    </message>
    <message>
        <source>Place it on %1.</source>
        <translation>Coloque-o na %1.</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board (it gives %1).</source>
        <translation>Coloque-o na área marcada no tabuleiro (ela dá %1).</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board.</source>
        <translation>Coloque-o na área marcada no tabuleiro.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Jogue %1.</translation>
    </message>
    <message>
        <source>Skip this choice.</source>
        <translation>Pule esta escolha.</translation>
    </message>
    <message>
        <source>Take %1 and keep these cards: %2.</source>
        <translation>Fique com %1 e com estas cartas: %2.</translation>
    </message>
    <message>
        <source>Turn 8 heat into a temperature step.</source>
        <translation>Converta 8 de calor em um passo de temperatura.</translation>
    </message>
    <message>
        <source>Turn plants into a greenery.</source>
        <translation>Converta plantas em vegetação.</translation>
    </message>
    <message>
        <source>Use the action of %1.</source>
        <translation>Use a ação de %1.</translation>
    </message>
    <message>
        <source>Use the standard project: %1.</source>
        <translation>Execute o projeto-padrão: %1.</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Por quê: %1.</translation>
    </message>
    <message>
        <source>the %1 award gives its points at the end to whoever leads it then</source>
        <translation>o prêmio %1 dá seus pontos no final a quem estiver na frente</translation>
    </message>
    <message>
        <source>the %1 award would give you %2 VP if the game ended now</source>
        <translation>o prêmio %1 lhe daria %2 PV se a partida terminasse agora</translation>
    </message>
    <message>
        <source>the %1 milestone is worth 5 VP at the end</source>
        <translation>o marco %1 vale 5 PV no final</translation>
    </message>
    <message numerus="yes">
        <source>the card costs you %n VP at the end</source>
        <translation>
            <numerusform>a carta lhe tira %n PV no final</numerusform>
            <numerusform>a carta lhe tira %n PV no final</numerusform>
        </translation>
    </message>
    <message>
        <source>the card is worth %1 VP at the end if it holds at least %2</source>
        <translation>a carta vale %1 PV no final se tiver pelo menos %2</translation>
    </message>
    <message numerus="yes">
        <source>the card is worth %n VP at the end</source>
        <translation>
            <numerusform>a carta vale %n PV no final</numerusform>
            <numerusform>a carta vale %n PV no final</numerusform>
        </translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 on it at the end</source>
        <translation>a carta vale %1 PV por %2 sobre ela no final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 tag you have at the end</source>
        <translation>a carta vale %1 PV por ícone %2 que você tiver no final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per city next to it at the end</source>
        <translation>a carta vale %1 PV por cidade adjacente a ela no final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per ocean next to it at the end</source>
        <translation>a carta vale %1 PV por oceano adjacente a ela no final</translation>
    </message>
    <message>
        <source>the card scores 1 VP for every %1 cities in play at the end</source>
        <translation>a carta vale 1 PV a cada %1 cidades em jogo no final</translation>
    </message>
    <message>
        <source>you add %1 to your hand</source>
        <translation>você põe %1 na mão</translation>
    </message>
    <message>
        <source>you gain %1</source>
        <translation>você ganha %1</translation>
    </message>
    <message>
        <source>you give up %1 from your hand</source>
        <translation>você tira %1 da sua mão</translation>
    </message>
    <message>
        <source>you spend %1</source>
        <translation>você gasta %1</translation>
    </message>
    <message>
        <source>your %1 falls by %2</source>
        <translation>sua %1 diminui em %2</translation>
    </message>
    <message>
        <source>your %1 rises by %2</source>
        <translation>sua %1 aumenta em %2</translation>
    </message>
    <message>
        <source>your awards would score %1 VP more at the end</source>
        <translation>seus prêmios dariam %1 PV a mais no final</translation>
    </message>
    <message>
        <source>your cards would score %1 VP more at the end</source>
        <translation>suas cartas dariam %1 PV a mais no final</translation>
    </message>
    <message>
        <source>your greeneries and cities would score %1 VP more at the end</source>
        <translation>suas vegetações e cidades dariam %1 PV a mais no final</translation>
    </message>
    <message>
        <source>your milestones would score %1 VP more at the end</source>
        <translation>seus marcos dariam %1 PV a mais no final</translation>
    </message>
    <message>
        <source>your terraform rating falls by %1</source>
        <translation>seu IT diminui em %1</translation>
    </message>
    <message>
        <source>your terraform rating rises by %1</source>
        <translation>seu IT aumenta em %1</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Open large</source>
        <translation>Abrir grande</translation>
    </message>
    <message>
        <source>Read the log in its own large window</source>
        <translation>Ler o registro numa janela grande própria</translation>
    </message>
</context>
<context>
    <name>LogText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(a log entry that this version of tmdesk cannot read)</source>
        <translation>(uma entrada do registro que esta versão do tmdesk não consegue ler)</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All generations</source>
        <translation>Todas as gerações</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Everything that happened in this game</source>
        <translation>Tudo o que aconteceu nesta partida</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Geração %1</translation>
    </message>
    <message>
        <source>Show the lines of one generation only</source>
        <translation>Mostrar só as linhas de uma geração</translation>
    </message>
    <message>
        <source>Show the lines of one player only</source>
        <translation>Mostrar só as linhas de um jogador</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 (computer, %2) is thinking…</source>
        <translation>%1 (computador, %2) está pensando…</translation>
    </message>
    <message>
        <source>&amp;About tmdesk</source>
        <translation>&amp;Sobre o tmdesk</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Fit the board (Ctrl 0)</source>
        <translation>&amp;Ajustar o tabuleiro (Ctrl 0)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Guide to the game and AutoMars</source>
        <translation>&amp;Guia do jogo e do AutoMarte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the Hard bot do?</source>
        <translation>&amp;Dica: o que o computador Difícil faria?</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Review the game…</source>
        <translation>Ana&amp;lisar a partida…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Undo (%1)</source>
        <translation>&amp;Desfazer (%1)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before opening another?</source>
        <translation>Há uma partida em andamento. Salvá-la em um arquivo antes de abrir outra?</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before starting a new one?</source>
        <translation>Há uma partida em andamento. Salvá-la em um arquivo antes de começar uma nova?</translation>
    </message>
    <message>
        <source>About tmdesk</source>
        <translation>Sobre o tmdesk</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do in your place (Ctrl+I)</source>
        <translation>Pergunte ao jogador computador mais forte o que ele faria no seu lugar (Ctrl+I)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Não é possível abrir este arquivo</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <source>Choose your corporation and starting cards.</source>
        <translation>Escolha sua corporação e suas cartas iniciais.</translation>
    </message>
    <message>
        <source>Draft: pick a card.</source>
        <translation>Seleção de cartas: escolha uma carta.</translation>
    </message>
    <message>
        <source>Final greenery conversion.</source>
        <translation>Última conversão de plantas em vegetação.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>É a sua vez.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Play your Preludes.</source>
        <translation>Jogue seus Prelúdios.</translation>
    </message>
    <message>
        <source>Research: buy your cards for this generation.</source>
        <translation>Pesquisa: compre suas cartas desta geração.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Salvo em %1</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Estat&amp;ísticas…</translation>
    </message>
    <message>
        <source>Take back a decision of %1?
%2
%1 will make it again.</source>
        <translation>Desfazer uma decisão de %1?
%2
%1 vai tomá-la de novo.</translation>
    </message>
    <message>
        <source>The AutoMars opponent is not available in this version yet. Please choose another mode.</source>
        <translation>O oponente AutoMarte ainda não está disponível nesta versão. Escolha outro modo.</translation>
    </message>
    <message>
        <source>The Hard bot is thinking about your position…</source>
        <translation>O computador Difícil está pensando na sua posição…</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Não foi possível salvar a partida: %1</translation>
    </message>
    <message>
        <source>The research purchase of %1, still face down.</source>
        <translation>A compra da fase de pesquisa de %1, ainda virada para baixo.</translation>
    </message>
    <message>
        <source>This game cannot be set up: %1</source>
        <translation>Não é possível preparar esta partida: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>You have a choice to make.</source>
        <translation>Você tem uma escolha a fazer.</translation>
    </message>
    <message>
        <source>Zoom &amp;in (Ctrl +)</source>
        <translation>&amp;Aproximar (Ctrl +)</translation>
    </message>
    <message>
        <source>Zoom &amp;out (Ctrl -)</source>
        <translation>A&amp;fastar (Ctrl -)</translation>
    </message>
    <message>
        <source>the last decision of %1</source>
        <translation>a última decisão de %1</translation>
    </message>
    <message>
        <source>tmdesk %1 — a desktop edition of the board game Terraforming Mars.</source>
        <translation>tmdesk %1 — uma edição para computador do jogo de tabuleiro Terraforming Mars.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>%1 (wins %2 % of its games against AutoMars Normal)</source>
        <translation>%1 (vence %2 % das partidas contra o AutoMarte Normal)</translation>
    </message>
    <message>
        <source>%1 (wins %2 % of official solo games and %3 % against AutoMars Normal)</source>
        <translation>%1 (vence %2 % das partidas solo oficiais e %3 % contra o AutoMarte Normal)</translation>
    </message>
    <message>
        <source>Adds the Corporate Era cards and corporations; no starting production</source>
        <translation>Adiciona as cartas e corporações da Era das Corporações; sem produção inicial</translation>
    </message>
    <message>
        <source>Adds the Venus scale, 49 project cards and 5 corporations, floaters, the Air Scrapping standard project, World Government terraforming after each generation, and the Hoverlord milestone and Venuphile award. Venus does not end the game; the solo game is won only with Venus at 30 % too</source>
        <translation>Adiciona a escala de Vênus, 49 cartas de projeto e 5 corporações, flutuadores, o projeto padrão Depuração Atmosférica, a terraformação do Governo Mundial após cada geração, o marco Aeroproprietário e a premiação Venusófilo. Vênus não termina o jogo; o jogo solo só é vencido com Vênus também em 30 %</translation>
    </message>
    <message>
        <source>Adds the colony tiles (2 more than the players, 5 with two players), trade fleets and trading, the Build Colony standard project (17 M€), 49 project cards and 5 corporations. The solo player leaves one of 4 tiles out and starts with 2 M€ production less; AutoMars uses its shipping board</source>
        <translation>Adiciona as peças de colônia (2 a mais que os jogadores, 5 com dois jogadores), as frotas comerciais e as negociações, o projeto padrão Construir Colônia (17 M$), 49 cartas de projeto e 5 corporações. No jogo solo, o jogador deixa uma de 4 peças de fora e começa com 2 de produção de M$ a menos; o AutoMarte usa seu tabuleiro de transporte</translation>
    </message>
    <message>
        <source>Against AutoMars</source>
        <translation>Contra o AutoMarte</translation>
    </message>
    <message>
        <source>Against AutoMars: add the Corporate Era cards and corporations</source>
        <translation>Contra o AutoMarte: adiciona as cartas e corporações da Era das Corporações</translation>
    </message>
    <message>
        <source>AutoMars cannot play on %1: its AutoMars board side is not published anywhere, so its tracks there are unknown. Choose another map.</source>
        <translation>O AutoMarte não pode jogar em %1: o lado do tabuleiro do AutoMarte para esse mapa não foi publicado em lugar nenhum, então suas trilhas ali são desconhecidas. Escolha outro mapa.</translation>
    </message>
    <message>
        <source>AutoMars corporation: %1 %2</source>
        <translation>Corporação do AutoMarte: %1 %2</translation>
    </message>
    <message>
        <source>AutoMars corporation: random</source>
        <translation>Corporação do AutoMarte: aleatória</translation>
    </message>
    <message>
        <source>AutoMars difficulty</source>
        <translation>Dificuldade do AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars without a corporation</source>
        <translation>AutoMarte sem corporação</translation>
    </message>
    <message>
        <source>AutoMars&apos;s difficulty: Easy, Normal, Hard or Brutal, as in the AutoMars rulebook</source>
        <translation>Dificuldade do AutoMarte: Fácil, Normal, Difícil ou Brutal, como no livro de regras do AutoMarte</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporação para iniciantes</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Colonies expansion</source>
        <translation>Expansão Colônias</translation>
    </message>
    <message>
        <source>Colour of this player&apos;s tiles and markers</source>
        <translation>Cor dos tiles e marcadores deste jogador</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computador: %1</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Continuar a última partida</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era das Corporações</translation>
    </message>
    <message>
        <source>Deal the cards and start</source>
        <translation>Distribuir as cartas e começar</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante da Seleção de Cartas</translation>
    </message>
    <message>
        <source>Drawn at random when you have chosen yours, never its namesake</source>
        <translation>Sorteada depois que você escolher a sua, nunca a homônima dela</translation>
    </message>
    <message>
        <source>Each player is dealt 4 Prelude cards and keeps 2, played before the first action. The solo game then lasts 12 generations; AutoMars gets 3 more project cards instead of Preludes and wins at generation 18</source>
        <translation>Cada jogador recebe 4 cartas de Prelúdio e fica com 2, jogadas antes da primeira ação. O jogo solo passa a durar 12 gerações; o AutoMarte recebe 3 cartas de projeto a mais em vez de Prelúdios e vence na geração 18</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Elysium: four volcanic spaces; Olympus Mons draws 3 cards</source>
        <translation>Elysium: quatro áreas vulcânicas; Olympus Mons compra 3 cartas</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Todo jogador precisa de um nome.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Go on with the game that was autosaved</source>
        <translation>Continuar a partida salva automaticamente</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Hellas: the south pole costs 6 M€ and gives an ocean; no volcanic spaces</source>
        <translation>Hellas: o polo sul custa 6 M$ e dá um oceano; sem áreas vulcânicas</translation>
    </message>
    <message>
        <source>How many people play: 1 to 5 (1 for the solo game and against AutoMars)</source>
        <translation>Quantas pessoas jogam: de 1 a 5 (1 no jogo solo e contra o AutoMarte)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message numerus="yes">
        <source>Measured: won %1 of %n games against AutoMars Normal (base game)</source>
        <translation>
            <numerusform>Medido: venceu %1 de %n partida contra o AutoMarte Normal (jogo básico)</numerusform>
            <numerusform>Medido: venceu %1 de %n partidas contra o AutoMarte Normal (jogo básico)</numerusform>
        </translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jogadores</translation>
    </message>
    <message numerus="yes">
        <source>Official solo game: won %1 of %n games</source>
        <translation>
            <numerusform>Partida solo oficial: venceu %1 de %n partida</numerusform>
            <numerusform>Partida solo oficial: venceu %1 de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>One player against the AutoMars automated opponent</source>
        <translation>Um jogador contra o oponente automático AutoMarte</translation>
    </message>
    <message>
        <source>Open a game saved to a file (Ctrl+O)</source>
        <translation>Abrir uma partida salva em arquivo (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Abrir partida salva…</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome do jogador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Players pick research cards one at a time and pass the rest on</source>
        <translation>Os jogadores escolhem as cartas de pesquisa uma a uma e passam o resto adiante</translation>
    </message>
    <message>
        <source>Prelude expansion</source>
        <translation>Expansão Prelúdio</translation>
    </message>
    <message>
        <source>Second seat: AutoMars (automated opponent)</source>
        <translation>Segundo jogador: AutoMarte (adversário automático)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semente (opcional)</translation>
    </message>
    <message>
        <source>Solo game (12 generations)</source>
        <translation>Partida solo (12 gerações)</translation>
    </message>
    <message>
        <source>Solo game (14 generations)</source>
        <translation>Partida solo (14 gerações)</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partida normal</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Start with the Beginner Corporation: 42 M€ and 10 free cards</source>
        <translation>Começar com a corporação para iniciantes: 42 M$ e 10 cartas grátis</translation>
    </message>
    <message>
        <source>Terra Cimmeria: four volcanic spaces; its colony space needs the Colonies expansion and is an empty space without it</source>
        <translation>Terra Cimmeria: quatro áreas vulcânicas; sua área de colônia exige a expansão Colônias e, sem ela, é uma área vazia</translation>
    </message>
    <message>
        <source>Terraforming Mars — new game</source>
        <translation>Terraforming Mars — nova partida</translation>
    </message>
    <message>
        <source>The base game for 1 to 5 players, with the starting production of the base rules</source>
        <translation>O jogo básico para 1 a 5 jogadores, com a produção inicial das regras básicas</translation>
    </message>
    <message>
        <source>The base game&apos;s map</source>
        <translation>O mapa do jogo base</translation>
    </message>
    <message>
        <source>The map of Mars played on, with its own milestones and awards</source>
        <translation>O mapa de Marte da partida, com seus próprios marcos e prêmios</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars and Venus by the end of generation %1</source>
        <translation>O jogo solo oficial: terraforme Marte e Vênus até o fim da geração %1</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars by the end of generation %1</source>
        <translation>O jogo solo oficial: terraforme Marte até o fim da geração %1</translation>
    </message>
    <message>
        <source>The optional AutoMars corporation module: AutoMars plays a corporation card</source>
        <translation>O módulo opcional de corporações do AutoMarte: o AutoMarte joga uma carta de corporação</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: useful to replay a game</source>
        <translation>A mesma semente distribui as mesmas cartas: útil para jogar uma partida de novo</translation>
    </message>
    <message>
        <source>The solo game always uses the Corporate Era cards</source>
        <translation>A partida solo sempre usa as cartas da Era das Corporações</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Dois jogadores têm a mesma cor.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dois jogadores têm o mesmo nome.</translation>
    </message>
    <message>
        <source>Utopia Planitia: spaces that give energy; no volcanic spaces</source>
        <translation>Utopia Planitia: áreas que dão energia; sem áreas vulcânicas</translation>
    </message>
    <message>
        <source>Vastitas Borealis: the north pole costs 4 M€ and raises the temperature; four volcanic spaces</source>
        <translation>Vastitas Borealis: o polo norte custa 4 M$ e aumenta a temperatura; quatro áreas vulcânicas</translation>
    </message>
    <message>
        <source>Venus Next expansion</source>
        <translation>Expansão Venus Next</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or a computer opponent (Easy, Normal or Hard, the strongest)</source>
        <translation>Quem joga neste lugar: uma pessoa neste computador ou um adversário controlado pelo computador (Fácil, Normal ou Difícil, o mais forte)</translation>
    </message>
    <message>
        <source>With the Corporate Era cards</source>
        <translation>Com as cartas da Era das Corporações</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <source>“%1” is the name of AutoMars or of the neutral player: choose another name.</source>
        <translation>“%1” é o nome do AutoMarte ou do jogador neutro: escolha outro nome.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards are shown next.</source>
        <translation>Os demais, por favor, não olhem: as cartas de %1 serão mostradas a seguir.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Sou %1 — mostrar minhas cartas</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passe para %1</translation>
    </message>
    <message>
        <source>Press Enter when %1 is at the keyboard</source>
        <translation>Pressione Enter quando %1 estiver ao teclado</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Desfeito: %1</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>%1 costs %2 M€. How do you pay?</source>
        <translation>%1 custa %2 M$. Como você paga?</translation>
    </message>
    <message>
        <source>Each %1 is worth %2 M€</source>
        <translation>Cada %1 vale %2 M$</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pagar</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
</context>
<context>
    <name>PickScreen</name>
    <message>
        <source>%1, choose your corporation and the project cards you keep (%2 M€ each).</source>
        <translation>%1, escolha sua corporação e as cartas de projeto que vai manter (%2 M$ cada).</translation>
    </message>
    <message>
        <source>%1, choose your corporation, the project cards you keep (%2 M€ each) and 2 Preludes.</source>
        <translation>%1, escolha sua corporação, as cartas de projeto que vai manter (%2 M$ cada) e 2 Prelúdios.</translation>
    </message>
    <message>
        <source>%1, draft: keep one card; the rest go to your neighbour.</source>
        <translation>%1, seleção de cartas: fique com uma carta; as demais vão para o seu vizinho.</translation>
    </message>
    <message>
        <source>%1, play your Preludes before the first action: click the one to play now.</source>
        <translation>%1, jogue seus Prelúdios antes da primeira ação: clique no que vai jogar agora.</translation>
    </message>
    <message>
        <source>%1, research: keep the cards you want to buy (%2 M€ each).</source>
        <translation>%1, pesquisa: fique com as cartas que quer comprar (%2 M$ cada).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) × %3 M€ = %1 M€ · you have %2 M€</source>
        <translation>
            <numerusform>%n carta × %3 M$ = %1 M$ · você tem %2 M$</numerusform>
            <numerusform>%n cartas × %3 M$ = %1 M$ · você tem %2 M$</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the one you keep</source>
        <translation>
            <numerusform>%n carta oferecida — clique na que você mantém</numerusform>
            <numerusform>%n cartas oferecidas — clique na que você mantém</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the ones you keep</source>
        <translation>
            <numerusform>%n carta oferecida — clique nas que você mantém</numerusform>
            <numerusform>%n cartas oferecidas — clique nas que você mantém</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a corporation first.</source>
        <translation>Escolha uma corporação primeiro.</translation>
    </message>
    <message>
        <source>Choose the 2 Preludes you keep.</source>
        <translation>Escolha os 2 Prelúdios que vai manter.</translation>
    </message>
    <message>
        <source>Click the Prelude to play now.</source>
        <translation>Clique no Prelúdio a jogar agora.</translation>
    </message>
    <message>
        <source>Click the card you keep.</source>
        <translation>Clique na carta que você mantém.</translation>
    </message>
    <message>
        <source>Click to choose</source>
        <translation>Clique para escolher</translation>
    </message>
    <message>
        <source>Click to keep it</source>
        <translation>Clique para mantê-la</translation>
    </message>
    <message>
        <source>Click to keep or give back</source>
        <translation>Clique para manter ou devolver</translation>
    </message>
    <message>
        <source>Click to play it now</source>
        <translation>Clique para jogá-lo agora</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Confirmar sua escolha (Enter)</translation>
    </message>
    <message>
        <source>Corporations (click one)</source>
        <translation>Corporações (clique em uma)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Mantidas</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Mantidas: %1</translation>
    </message>
    <message>
        <source>Kept: click to give it back</source>
        <translation>Mantida: clique para devolvê-la</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Nenhuma ainda</translation>
    </message>
    <message>
        <source>Not enough M€: %1 needed, %2 available.</source>
        <translation>M$ insuficientes: %1 necessários, %2 disponíveis.</translation>
    </message>
    <message>
        <source>Preludes (click the 2 you keep)</source>
        <translation>Prelúdios (clique nos 2 que vai manter)</translation>
    </message>
    <message>
        <source>The Beginner Corporation keeps all 10 cards for free.</source>
        <translation>A corporação para iniciantes fica com as 10 cartas de graça.</translation>
    </message>
    <message>
        <source>Your Preludes</source>
        <translation>Seus Prelúdios</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 · played: green %2, blue %3, red %4</source>
        <translation>%1 · jogadas: verde %2, azul %3, vermelho %4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta na mão</numerusform>
            <numerusform>%n cartas na mão</numerusform>
        </translation>
    </message>
    <message>
        <source>(passed)</source>
        <translation>(passou a vez)</translation>
    </message>
    <message>
        <source>Actions used: %1</source>
        <translation>Ações usadas: %1</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Colonies: %1 · trade fleets available: %2 of %3</source>
        <translation>Colônias: %1 · frotas comerciais disponíveis: %2 de %3</translation>
    </message>
    <message>
        <source>Corporation chosen, face down</source>
        <translation>Corporação escolhida, virada para baixo</translation>
    </message>
    <message>
        <source>No corporation yet</source>
        <translation>Ainda sem corporação</translation>
    </message>
    <message>
        <source>No tags yet</source>
        <translation>Ainda sem ícones</translation>
    </message>
    <message>
        <source>On cards: %1</source>
        <translation>Nas cartas: %1</translation>
    </message>
    <message>
        <source>Show the cards %1 has played</source>
        <translation>Mostrar as cartas que %1 jogou</translation>
    </message>
    <message>
        <source>Shown once every research choice is revealed</source>
        <translation>Mostrado quando todas as escolhas da fase de pesquisa forem reveladas</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Índice de Terraformação</translation>
    </message>
    <message>
        <source>cards in hand: not revealed yet</source>
        <translation>cartas na mão: ainda não reveladas</translation>
    </message>
</context>
<context>
    <name>PlayersColumn</name>
    <message>
        <source>Project deck: %1</source>
        <translation>Baralho de projetos: %1</translation>
    </message>
    <message>
        <source>Project deck: %1 · discard pile: %2</source>
        <translation>Baralho de projetos: %1 · pilha de descarte: %2</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every research choice is revealed</source>
        <translation>A pilha de descarte volta a ser contada quando todas as escolhas da fase de pesquisa forem reveladas</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every set-up choice is revealed</source>
        <translation>A pilha de descarte volta a ser contada quando todas as escolhas da preparação forem reveladas</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck</source>
        <translation>Quando o baralho acaba, a pilha de descarte é embaralhada para formar um novo baralho</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>The board before this decision</source>
        <translation>O tabuleiro antes desta decisão</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Procurar em:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Arquivos do &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message numerus="yes">
        <source>%n M€</source>
        <translation>
            <numerusform>%n M$</numerusform>
            <numerusform>%n M$</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjacent ocean(s)</source>
        <translation>
            <numerusform>%n oceano adjacente</numerusform>
            <numerusform>%n oceanos adjacentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus card(s)</source>
        <translation>
            <numerusform>%n carta bônus</numerusform>
            <numerusform>%n cartas bônus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n acampamento</numerusform>
            <numerusform>%n acampamentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colony tile(s)</source>
        <translation>
            <numerusform>%n peça de colônia</numerusform>
            <numerusform>%n peças de colônia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n energy</source>
        <translation>
            <numerusform>%n de energia</numerusform>
            <numerusform>%n de energia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n caça</numerusform>
            <numerusform>%n caças</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s)</source>
        <translation>
            <numerusform>%n flutuador</numerusform>
            <numerusform>%n flutuadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heat</source>
        <translation>
            <numerusform>%n de calor</numerusform>
            <numerusform>%n de calor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n microbe(s)</source>
        <translation>
            <numerusform>%n micróbio</numerusform>
            <numerusform>%n micróbios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n placement bonus icon(s)</source>
        <translation>
            <numerusform>%n ícone de bônus de colocação</numerusform>
            <numerusform>%n ícones de bônus de colocação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n planta</numerusform>
            <numerusform>%n plantas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n project card(s)</source>
        <translation>
            <numerusform>%n carta de projeto</numerusform>
            <numerusform>%n cartas de projeto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n recurso</numerusform>
            <numerusform>%n recursos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n science resource(s)</source>
        <translation>
            <numerusform>%n recurso de ciência</numerusform>
            <numerusform>%n recursos de ciência</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steel</source>
        <translation>
            <numerusform>%n de aço</numerusform>
            <numerusform>%n de aço</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tied space(s)</source>
        <translation>
            <numerusform>%n área empatada</numerusform>
            <numerusform>%n áreas empatadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n titanium</source>
        <translation>
            <numerusform>%n de titânio</numerusform>
            <numerusform>%n de titânio</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceCell</name>
    <message>
        <source>%1: %2 in stock, production %3 per generation</source>
        <translation>%1: %2 em estoque, produção de %3 por geração</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>%1 (%2): %3, %4.</source>
        <translation>%1 (%2): %3, %4.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions reviewed</source>
        <translation>
            <numerusform>%n decisão analisada</numerusform>
            <numerusform>%n decisões analisadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n where the strongest bot would have scored more</source>
        <translation>
            <numerusform>%n em que o bot mais forte teria marcado mais</numerusform>
            <numerusform>%n em que o bot mais forte teria marcado mais</numerusform>
        </translation>
    </message>
    <message>
        <source>A choice of card</source>
        <translation>Uma escolha de carta</translation>
    </message>
    <message>
        <source>A choice of cards</source>
        <translation>Uma escolha de cartas</translation>
    </message>
    <message>
        <source>A choice of colony</source>
        <translation>Uma escolha de colônia</translation>
    </message>
    <message>
        <source>A choice of player</source>
        <translation>Uma escolha de jogador</translation>
    </message>
    <message>
        <source>A choice on a card</source>
        <translation>Uma escolha numa carta</translation>
    </message>
    <message>
        <source>A decision</source>
        <translation>Uma decisão</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Cards to buy</source>
        <translation>Cartas a comprar</translation>
    </message>
    <message>
        <source>Corporation and starting cards</source>
        <translation>Corporação e cartas iniciais</translation>
    </message>
    <message>
        <source>Cost: %1 at the end of the game (%2)</source>
        <translation>Custo: %1 no fim do jogo (%2)</translation>
    </message>
    <message>
        <source>Draft pick</source>
        <translation>Escolha do draft</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Termine o turno.</translation>
    </message>
    <message>
        <source>Final greeneries</source>
        <translation>Última conversão de plantas em vegetação</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Geração %1</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
    </message>
    <message>
        <source>No decision cost a point against the strongest bot&apos;s choice.</source>
        <translation>Nenhuma decisão custou um ponto diante da escolha do bot mais forte.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passe.</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Jogado: %1</translation>
    </message>
    <message>
        <source>Prelude to play</source>
        <translation>Prelúdio a jogar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Strongest bot: %1</source>
        <translation>Bot mais forte: %1</translation>
    </message>
    <message>
        <source>The review opens once the game is over: it shows a player&apos;s past cards, and others are at the keyboard.</source>
        <translation>A análise abre quando a partida termina: ela mostra as cartas passadas de um jogador, e há outros ao teclado.</translation>
    </message>
    <message>
        <source>The review saved with this game is damaged or belongs to another game; it was left out.</source>
        <translation>A análise salva com esta partida está danificada ou pertence a outra partida; ela foi deixada de fora.</translation>
    </message>
    <message>
        <source>The review was stopped before the end of the game.</source>
        <translation>A análise foi interrompida antes do fim do jogo.</translation>
    </message>
    <message>
        <source>There is no player called {player} in this game.</source>
        <translation>Não há jogador chamado {player} neste jogo.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: it was not played from its start with this version of tmdesk (a scenario, or a game saved before decisions were recorded).</source>
        <translation>Este jogo não pode ser analisado: não foi jogado desde o início com esta versão do tmdesk (um cenário, ou um jogo salvo antes que as decisões fossem registradas).</translation>
    </message>
    <message>
        <source>Where to place a tile</source>
        <translation>Onde colocar um tile</translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <translation>
            <numerusform>cerca de %n PV</numerusform>
            <numerusform>cerca de %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>estimated on %n sampled deals</source>
        <translation>
            <numerusform>estimado em %n distribuição sorteada</numerusform>
            <numerusform>estimado em %n distribuições sorteadas</numerusform>
        </translation>
    </message>
    <message>
        <source>less than 1 VP</source>
        <translation>menos de 1 PV</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cost at the end</source>
        <translation>Custo no fim</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Each of %1&apos;s decisions is compared with what the strongest computer player would have done. Where they differ, both are played out to the end of the game on a few deals of the cards %1 could not see; the list shows what each difference cost at the end. Double-click a row to see the board as it was.</source>
        <translation>Cada decisão de %1 é comparada com o que o jogador de computador mais forte teria feito. Onde diferem, as duas são jogadas até o fim da partida em algumas distribuições das cartas que %1 não podia ver; a lista mostra quanto cada diferença custou no fim. Clique duas vezes numa linha para ver o tabuleiro como estava.</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Geração</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogado</translation>
    </message>
    <message>
        <source>Press Start: a whole game takes up to a few minutes.</source>
        <translation>Pressione Iniciar: uma partida inteira leva até alguns minutos.</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analisar de novo</translation>
    </message>
    <message>
        <source>Review of %1&apos;s game</source>
        <translation>Análise da partida de %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analisando…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Strongest bot</source>
        <translation>Bot mais forte</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>A análise foi cancelada.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Colour-blind-safe player colours</source>
        <translation>Cores de jogador seguras para daltônicos</translation>
    </message>
    <message>
        <source>Interface scale</source>
        <translation>Escala da interface</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Player colours that stay distinct for the common kinds of colour blindness</source>
        <translation>Cores de jogador que continuam distintas nos tipos comuns de daltonismo</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Size of the text and controls</source>
        <translation>Tamanho do texto e dos controles</translation>
    </message>
    <message>
        <source>The language of the whole game, cards included</source>
        <translation>O idioma de todo o jogo, cartas incluídas</translation>
    </message>
</context>
<context>
    <name>Space</name>
    <message>
        <source>ocean space %1 of row %2</source>
        <translation>área de oceano %1 da linha %2</translation>
    </message>
    <message>
        <source>ocean space %1 of row %2 (%3)</source>
        <translation>área de oceano %1 da linha %2 (%3)</translation>
    </message>
    <message>
        <source>space %1 of row %2</source>
        <translation>área %1 da linha %2</translation>
    </message>
    <message>
        <source>space %1 of row %2 (%3)</source>
        <translation>área %1 da linha %2 (%3)</translation>
    </message>
    <message>
        <source>space reserved for %1</source>
        <translation>área reservada para %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Against AutoMars</source>
        <translation>Contra o AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars level</source>
        <translation>Nível do AutoMarte</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>Por modo</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era Corporativa</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Every finished game, the newest first</source>
        <translation>Todas as partidas terminadas, da mais recente à mais antiga</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansões</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>No game finished yet: each game played to its end in tmdesk is added here.</source>
        <translation>Nenhuma partida terminada ainda: cada partida jogada até o fim no tmdesk é adicionada aqui.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prelúdio</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontuações</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida solo</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partida padrão</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>seleção de cartas</translation>
    </message>
    <message>
        <source>lost: %1 won</source>
        <translation>derrota: %1 venceu</translation>
    </message>
    <message>
        <source>lost: Mars not terraformed in time</source>
        <translation>derrota: Marte não foi terraformado a tempo</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>vitória de %1</translation>
    </message>
</context>
<context>
    <name>TableauDialog</name>
    <message>
        <source>Active (blue)</source>
        <translation>Ativas (azuis)</translation>
    </message>
    <message>
        <source>Automated (green)</source>
        <translation>Autômatas (verdes)</translation>
    </message>
    <message>
        <source>Cards played by %1</source>
        <translation>Cartas jogadas por %1</translation>
    </message>
    <message>
        <source>Corporation</source>
        <translation>Corporação</translation>
    </message>
    <message>
        <source>Events (red)</source>
        <translation>Eventos (vermelhas)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
</context>
<context>
    <name>Tag</name>
    <message>
        <source>Animal</source>
        <translation>Animal</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terra</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Micróbio</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Planta</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ciência</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacial</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vênus</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Curinga</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>2 M€ per adjacent ocean</source>
        <translation>2 M$ por oceano adjacente</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>Fase de ação</translation>
    </message>
    <message>
        <source>Advance Another Counter</source>
        <translation>Avançar Outro Contador</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avançar Contador</translation>
    </message>
    <message>
        <source>Agronomist</source>
        <translation>Agrônomo</translation>
    </message>
    <message>
        <source>Air Scrapping</source>
        <translation>Depuração Atmosférica</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Animal</translation>
    </message>
    <message>
        <source>Aquifer</source>
        <translation>Aquífero</translation>
    </message>
    <message>
        <source>Architect</source>
        <translation>Arquiteto</translation>
    </message>
    <message>
        <source>Arsia Mons</source>
        <translation>Arsia Mons</translation>
    </message>
    <message>
        <source>Ascraeus Mons</source>
        <translation>Ascraeus Mons</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Mineração de Asteroide</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars board</source>
        <translation>tabuleiro do AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars board holder</source>
        <translation>suporte para tabuleiro do AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars corporation card</source>
        <translation>carta de corporação do AutoMarte</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prêmios</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banqueiro</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporação para iniciantes</translation>
    </message>
    <message>
        <source>Benefactor</source>
        <translation>Benfeitor</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Ferreiro</translation>
    </message>
    <message>
        <source>Botanist</source>
        <translation>Botânico</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Construtor</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>trilha de Construção</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Celebrity</source>
        <translation>Celebridade</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Reivindicar Marco</translation>
    </message>
    <message>
        <source>Claim a milestone</source>
        <translation>Reivindicar um marco</translation>
    </message>
    <message>
        <source>Coastguard</source>
        <translation>Guarda Costeira</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colônias</translation>
    </message>
    <message>
        <source>Contractor</source>
        <translation>Empreiteiro</translation>
    </message>
    <message>
        <source>Convert heat into temperature</source>
        <translation>Converter calor em temperatura</translation>
    </message>
    <message>
        <source>Convert plants into greenery</source>
        <translation>Converter plantas em vegetação</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Competição Corporativa</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era das Corporações</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cultivator</source>
        <translation>Cultivador</translation>
    </message>
    <message>
        <source>Desert Settler</source>
        <translation>Colono do Deserto</translation>
    </message>
    <message>
        <source>Diversifier</source>
        <translation>Diversificação</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante da Seleção de Cartas</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terra</translation>
    </message>
    <message>
        <source>Earth track (Earth/city)</source>
        <translation>trilha da Terra/Cidade</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Eccentric</source>
        <translation>Excêntrico</translation>
    </message>
    <message>
        <source>EcoLine</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Ecologist</source>
        <translation>Ecologista</translation>
    </message>
    <message>
        <source>Electrician</source>
        <translation>Eletricista</translation>
    </message>
    <message>
        <source>Elysium</source>
        <translation>Elysium</translation>
    </message>
    <message>
        <source>Elysium Mons</source>
        <translation>Elysium Mons</translation>
    </message>
    <message>
        <source>Energizer</source>
        <translation>Energizador</translation>
    </message>
    <message>
        <source>Energy track (power/Jovian)</source>
        <translation>trilha de Energia/Joviana</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Engenheiro</translation>
    </message>
    <message>
        <source>Estate Dealer</source>
        <translation>Corretor de Imóveis</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>trilha de Evento</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construção Acelerada</translation>
    </message>
    <message>
        <source>Failed Action</source>
        <translation>Ação Falha</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Fazendeiro</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>Meteorologista</translation>
    </message>
    <message>
        <source>Forester</source>
        <translation>Guarda Florestal</translation>
    </message>
    <message>
        <source>Founder</source>
        <translation>Fundador</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financiar um Prêmio</translation>
    </message>
    <message>
        <source>Fund an award</source>
        <translation>Financiar um prêmio</translation>
    </message>
    <message>
        <source>Fundraiser</source>
        <translation>Investidor</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Fábricas de GEE</translation>
    </message>
    <message>
        <source>Gain TR</source>
        <translation>Ganhar IT</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colônia Ganimedes</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardineiro</translation>
    </message>
    <message>
        <source>Generalist</source>
        <translation>Generalista</translation>
    </message>
    <message>
        <source>Geologist</source>
        <translation>Geólogo</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energia Geotérmica</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Vegetação</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Hecates Tholus</source>
        <translation>Hecates Tholus</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Hellas</source>
        <translation>Hellas</translation>
    </message>
    <message>
        <source>Highlander</source>
        <translation>Montanhês</translation>
    </message>
    <message>
        <source>Hoverlord</source>
        <translation>Aeroproprietário</translation>
    </message>
    <message>
        <source>Incorporator</source>
        <translation>Incorporador</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Industrialista</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Interplanetary Cinematics</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Espécies Invasivas</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investor</source>
        <translation>Investidor</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Proprietário</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Paisagista</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Lenda</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Pecuária</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobistas</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Implementação Neural Local</translation>
    </message>
    <message>
        <source>Magnate</source>
        <translation>Magnata</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gerente</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Marte</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Prefeito</translation>
    </message>
    <message>
        <source>MegaCredits</source>
        <translation>Megacréditos</translation>
    </message>
    <message>
        <source>Metallurgist</source>
        <translation>Metalúrgico</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Chuva de Meteoros</translation>
    </message>
    <message>
        <source>Metropolist</source>
        <translation>Metropolitano</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Micróbio</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Marcos</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minerador</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>Mogul</source>
        <translation>Empresário</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M$</translation>
    </message>
    <message>
        <source>M€ (MegaCredits)</source>
        <translation>M$ (megacréditos)</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>produção de M$</translation>
    </message>
    <message>
        <source>M€ supply</source>
        <translation>suprimento de M$ do AutoMarte</translation>
    </message>
    <message>
        <source>Neural Instance tile</source>
        <translation>tile de Implementação Neural</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Noctis City</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>North Pole</source>
        <translation>Polo Norte</translation>
    </message>
    <message>
        <source>Olympus Mons</source>
        <translation>Olympus Mons</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Superação</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar a vez</translation>
    </message>
    <message>
        <source>Pavonis Mons</source>
        <translation>Pavonis Mons</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Porto Espacial de Fobos</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>Pioneiro</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Colocar uma Cidade</translation>
    </message>
    <message>
        <source>Place a Greenery (+ raise oxygen)</source>
        <translation>Colocar uma Vegetação (+ Aumentar o Oxigênio)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Colocar um Oceano</translation>
    </message>
    <message>
        <source>Planetologist</source>
        <translation>Planetólogo</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planejador</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Planta</translation>
    </message>
    <message>
        <source>Plant track (plant/animal/microbe)</source>
        <translation>trilha de Planta/Animal/Micróbio</translation>
    </message>
    <message>
        <source>Play a card from your hand</source>
        <translation>Jogar uma carta da sua mão</translation>
    </message>
    <message>
        <source>Player Order phase</source>
        <translation>Fase de ordem dos turnos</translation>
    </message>
    <message>
        <source>Polar Explorer</source>
        <translation>Explorador Polar</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Usina elétrica</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prelúdio</translation>
    </message>
    <message>
        <source>Production phase</source>
        <translation>Fase de produção</translation>
    </message>
    <message>
        <source>Promoter</source>
        <translation>Promotor</translation>
    </message>
    <message>
        <source>Raise Temperature</source>
        <translation>Aumentar Temperatura</translation>
    </message>
    <message>
        <source>Red Planet</source>
        <translation>Planeta Vermelho</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Pesquisa e Desenvolvimento</translation>
    </message>
    <message>
        <source>Research phase</source>
        <translation>Fase de pesquisa</translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation>Pesquisador</translation>
    </message>
    <message>
        <source>Rim Settler</source>
        <translation>Colono</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ciência</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>trilha de Ciência</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Cientista</translation>
    </message>
    <message>
        <source>Sell Patents</source>
        <translation>Venda de patentes</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Naves</translation>
    </message>
    <message>
        <source>Solar phase</source>
        <translation>Fase solar</translation>
    </message>
    <message>
        <source>South Pole</source>
        <translation>Polo Sul</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacial</translation>
    </message>
    <message>
        <source>Space Baron</source>
        <translation>Barão</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>trilha Espacial</translation>
    </message>
    <message>
        <source>Spacefarer</source>
        <translation>Astronauta</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Suburbian</source>
        <translation>Suburbano</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>IT</translation>
    </message>
    <message>
        <source>TR track</source>
        <translation>escala de IT</translation>
    </message>
    <message>
        <source>Tactician</source>
        <translation>Estrategista</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terra Cimmeria</source>
        <translation>Terra Cimmeria</translation>
    </message>
    <message>
        <source>Terraform Rating</source>
        <translation>Índice de Terraformação</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformador</translation>
    </message>
    <message>
        <source>Terraforming Committee</source>
        <translation>Comitê de Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Mars</source>
        <translation>Terraforming Mars</translation>
    </message>
    <message>
        <source>Tharsis</source>
        <translation>Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>República de Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Tholus</source>
        <translation>Tharsis Tholus</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Termalista</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Comerciante</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Viajante</translation>
    </message>
    <message>
        <source>Tycoon</source>
        <translation>Magnata</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Use a standard project</source>
        <translation>Executar um projeto-padrão</translation>
    </message>
    <message>
        <source>Use the action on a blue card</source>
        <translation>Usar a ação de uma carta azul</translation>
    </message>
    <message>
        <source>Utopia Planitia</source>
        <translation>Utopia Planitia</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Valles Marineris</source>
        <translation>Valles Marineris</translation>
    </message>
    <message>
        <source>Vastitas Borealis</source>
        <translation>Vastitas Borealis</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Venusófilo</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vênus</translation>
    </message>
    <message>
        <source>Venus Next</source>
        <translation>Venus Next</translation>
    </message>
    <message>
        <source>Venus scale</source>
        <translation>escala de Vênus</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>trilha de Vênus</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Pontos de Vitória</translation>
    </message>
    <message>
        <source>Viking site</source>
        <translation>local de pouso da Viking</translation>
    </message>
    <message>
        <source>World Government</source>
        <translation>Governo Mundial</translation>
    </message>
    <message>
        <source>World Government terraforming</source>
        <translation>terraformação do Governo Mundial</translation>
    </message>
    <message>
        <source>Zoologist</source>
        <translation>Zoólogo</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>action deck</source>
        <translation>baralho de ação</translation>
    </message>
    <message>
        <source>active card (blue)</source>
        <translation>carta ativa (azul)</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>jogador da vez</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>adjacente</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>area (space on the map)</source>
        <translation>área</translation>
    </message>
    <message>
        <source>area reserved for ocean</source>
        <translation>área reservada para oceanos</translation>
    </message>
    <message>
        <source>asterisk (*)</source>
        <translation>asterisco (*)</translation>
    </message>
    <message>
        <source>automated card (green)</source>
        <translation>carta autômata (verde)</translation>
    </message>
    <message>
        <source>award</source>
        <translation>prêmio</translation>
    </message>
    <message>
        <source>before the action phase</source>
        <translation>antes da fase de ações</translation>
    </message>
    <message>
        <source>black cube</source>
        <translation>cubo preto</translation>
    </message>
    <message>
        <source>board reference card</source>
        <translation>carta de referência dos tabuleiros</translation>
    </message>
    <message>
        <source>bonus card</source>
        <translation>carta bônus</translation>
    </message>
    <message>
        <source>bonus deck</source>
        <translation>baralho bônus</translation>
    </message>
    <message>
        <source>bonus discard pile</source>
        <translation>monte de descarte de cartas bônus</translation>
    </message>
    <message>
        <source>bonus steps</source>
        <translation>níveis bônus</translation>
    </message>
    <message>
        <source>buy (a card, 3 M€)</source>
        <translation>comprar</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>acampamento</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cidade</translation>
    </message>
    <message>
        <source>city tile</source>
        <translation>tile de cidade</translation>
    </message>
    <message>
        <source>claim (a milestone)</source>
        <translation>reivindicar</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>reivindicado</translation>
    </message>
    <message>
        <source>clear cube</source>
        <translation>cubo transparente</translation>
    </message>
    <message>
        <source>copper cube (1)</source>
        <translation>cobre (1)</translation>
    </message>
    <message>
        <source>corporation</source>
        <translation>corporação</translation>
    </message>
    <message>
        <source>corporation card</source>
        <translation>carta de corporação</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>custo</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contador</translation>
    </message>
    <message>
        <source>decrease</source>
        <translation>diminuir</translation>
    </message>
    <message>
        <source>destroy (remove from the game)</source>
        <translation>destruir</translation>
    </message>
    <message>
        <source>difficulty level</source>
        <translation>nível de dificuldade</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>pilha de descarte</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>desconto</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>seleção de cartas</translation>
    </message>
    <message>
        <source>drafted cards</source>
        <translation>cartas selecionadas</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>pegar uma carta</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>energy production</source>
        <translation>produção de energia</translation>
    </message>
    <message>
        <source>event card (red)</source>
        <translation>carta de evento (vermelha)</translation>
    </message>
    <message>
        <source>event pile</source>
        <translation>pilha de eventos</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>expansão</translation>
    </message>
    <message>
        <source>extended game</source>
        <translation>versão estendida</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>virada para baixo</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>virada para cima</translation>
    </message>
    <message>
        <source>final greenery conversion</source>
        <translation>última conversão de plantas em vegetação</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>pontuação final</translation>
    </message>
    <message>
        <source>first place</source>
        <translation>primeiro lugar</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primeiro jogador</translation>
    </message>
    <message>
        <source>first player marker</source>
        <translation>marcador de primeiro jogador</translation>
    </message>
    <message>
        <source>flavor text</source>
        <translation>texto ficcional</translation>
    </message>
    <message>
        <source>floater</source>
        <translation>flutuador</translation>
    </message>
    <message>
        <source>fund (an award)</source>
        <translation>financiar</translation>
    </message>
    <message>
        <source>funded</source>
        <translation>financiado</translation>
    </message>
    <message>
        <source>game board</source>
        <translation>tabuleiro de Marte</translation>
    </message>
    <message>
        <source>game end</source>
        <translation>fim da partida</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>geração</translation>
    </message>
    <message>
        <source>generation marker</source>
        <translation>marcador de geração</translation>
    </message>
    <message>
        <source>global parameters</source>
        <translation>parâmetros globais</translation>
    </message>
    <message>
        <source>goal (parameter maxed)</source>
        <translation>meta</translation>
    </message>
    <message>
        <source>gold cube (10)</source>
        <translation>ouro (10)</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>vegetação</translation>
    </message>
    <message>
        <source>greenery tile</source>
        <translation>tile de vegetação</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mão</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>calor</translation>
    </message>
    <message>
        <source>heat production</source>
        <translation>produção de calor</translation>
    </message>
    <message>
        <source>immediate effect</source>
        <translation>efeito imediato</translation>
    </message>
    <message>
        <source>income</source>
        <translation>renda</translation>
    </message>
    <message>
        <source>increase</source>
        <translation>aumentar</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>perder</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>micróbio</translation>
    </message>
    <message>
        <source>milestone</source>
        <translation>marco</translation>
    </message>
    <message>
        <source>neutral city</source>
        <translation>cidade neutra</translation>
    </message>
    <message>
        <source>neutral opponent</source>
        <translation>oponente neutro</translation>
    </message>
    <message>
        <source>non-standard resource</source>
        <translation>recurso não padrão</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>oceano</translation>
    </message>
    <message>
        <source>ocean coverage</source>
        <translation>cobertura oceânica</translation>
    </message>
    <message>
        <source>ocean tile</source>
        <translation>tile de oceano</translation>
    </message>
    <message>
        <source>oceans</source>
        <translation>oceanos</translation>
    </message>
    <message>
        <source>ownership (player marker on a tile)</source>
        <translation>propriedade</translation>
    </message>
    <message>
        <source>oxygen</source>
        <translation>oxigênio</translation>
    </message>
    <message>
        <source>oxygen level</source>
        <translation>nível de oxigênio</translation>
    </message>
    <message>
        <source>placement bonus</source>
        <translation>bônus por colocação</translation>
    </message>
    <message>
        <source>plant production</source>
        <translation>produção de plantas</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantas</translation>
    </message>
    <message>
        <source>played pile</source>
        <translation>monte de cartas jogadas</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jogador</translation>
    </message>
    <message>
        <source>player board</source>
        <translation>tabuleiro pessoal</translation>
    </message>
    <message>
        <source>player marker</source>
        <translation>marcador pessoal</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>ordem dos turnos</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produção</translation>
    </message>
    <message>
        <source>production track</source>
        <translation>escala de produção</translation>
    </message>
    <message>
        <source>project card</source>
        <translation>carta de projeto</translation>
    </message>
    <message>
        <source>project deck</source>
        <translation>deck de projetos</translation>
    </message>
    <message>
        <source>raise oxygen 1 step</source>
        <translation>aumentar o oxigênio em 1 nível</translation>
    </message>
    <message>
        <source>raise temperature 1 step</source>
        <translation>aumentar a temperatura em 1 nível</translation>
    </message>
    <message>
        <source>raise your TR 1 step</source>
        <translation>aumentar seu IT em 1 nível</translation>
    </message>
    <message>
        <source>red-bordered</source>
        <translation>de contorno vermelho</translation>
    </message>
    <message>
        <source>reference card</source>
        <translation>carta de referência</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>remover</translation>
    </message>
    <message>
        <source>requirement</source>
        <translation>requisito</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>recurso</translation>
    </message>
    <message>
        <source>resource cube</source>
        <translation>cubo de recurso</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodada</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
    <message>
        <source>scoring reference card</source>
        <translation>carta de referência de pontuação</translation>
    </message>
    <message>
        <source>second place</source>
        <translation>segundo lugar</translation>
    </message>
    <message>
        <source>selection priority</source>
        <translation>prioridade de seleção</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparação</translation>
    </message>
    <message>
        <source>silver cube (5)</source>
        <translation>prata (5)</translation>
    </message>
    <message>
        <source>solo game</source>
        <translation>partida solo</translation>
    </message>
    <message>
        <source>solo variant</source>
        <translation>variante solo</translation>
    </message>
    <message>
        <source>special reserved area</source>
        <translation>área reservada especial</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>tile especial</translation>
    </message>
    <message>
        <source>standard game</source>
        <translation>partida normal</translation>
    </message>
    <message>
        <source>standard project</source>
        <translation>projeto-padrão</translation>
    </message>
    <message>
        <source>start of round</source>
        <translation>início da rodada</translation>
    </message>
    <message>
        <source>starting conditions</source>
        <translation>condições iniciais</translation>
    </message>
    <message>
        <source>starting hand</source>
        <translation>mão inicial</translation>
    </message>
    <message>
        <source>starting icons</source>
        <translation>ícones iniciais</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>roubar</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>aço</translation>
    </message>
    <message>
        <source>steel production</source>
        <translation>produção de aço</translation>
    </message>
    <message>
        <source>step</source>
        <translation>nível</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>ícone</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>terraforming</source>
        <translation>terraformação</translation>
    </message>
    <message>
        <source>terraforming bonus</source>
        <translation>bônus de terraformação</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tile</translation>
    </message>
    <message>
        <source>tile-placement tiebreakers</source>
        <translation>desempates de colocação de tiles</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titânio</translation>
    </message>
    <message>
        <source>titanium production</source>
        <translation>produção de titânio</translation>
    </message>
    <message>
        <source>track</source>
        <translation>escala</translation>
    </message>
    <message>
        <source>track action</source>
        <translation>ação de trilha</translation>
    </message>
    <message>
        <source>track space (0-18)</source>
        <translation>espaço (da trilha)</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>white cube</source>
        <translation>cubo branco</translation>
    </message>
    <message>
        <source>wild tag</source>
        <translation>ícone curinga</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vencer</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vencedor</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Air Scrapping</source>
        <translation>Depuração Atmosférica</translation>
    </message>
    <message>
        <source>Aquifer</source>
        <translation>Aquífero</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lago Artificial</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMarte</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banqueiro</translation>
    </message>
    <message>
        <source>Build Colony</source>
        <translation>Construir Colônia</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Construtor</translation>
    </message>
    <message>
        <source>Callisto</source>
        <translation>Calisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Ceres</source>
        <translation>Ceres</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Distrito Comercial</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terra</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zona Ecológica</translation>
    </message>
    <message>
        <source>Enceladus</source>
        <translation>Encélado</translation>
    </message>
    <message>
        <source>Europa</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Ganymede</source>
        <translation>Ganimedes</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardineiro</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Vegetação</translation>
    </message>
    <message>
        <source>Hoverlord</source>
        <translation>Aeroproprietário</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centro Industrial</translation>
    </message>
    <message>
        <source>Io</source>
        <translation>Io</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Proprietário</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Fluxos de Lava</translation>
    </message>
    <message>
        <source>Lava Tube Settlement</source>
        <translation>Colônia em Canal de Lava</translation>
    </message>
    <message>
        <source>Luna</source>
        <translation>Lua</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Prefeito</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minerador</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Área de Mineração</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Direitos de Mineração</translation>
    </message>
    <message>
        <source>Miranda</source>
        <translation>Miranda</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Área Mohole</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M$</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Reserva Natural</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutro</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zona Nuclear</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planejador</translation>
    </message>
    <message>
        <source>Pluto</source>
        <translation>Plutão</translation>
    </message>
    <message>
        <source>Power plant</source>
        <translation>Usina elétrica</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prelúdio</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Área Restrita</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Cientista</translation>
    </message>
    <message>
        <source>Sell patents</source>
        <translation>Venda de patentes</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformador</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Termalista</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>Titã</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Tritão</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Área Urbanizada</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Venusófilo</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vênus</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cidade</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>seleção de cartas</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>fighter</source>
        <translation>caça</translation>
    </message>
    <message>
        <source>final greenery</source>
        <translation>vegetação final</translation>
    </message>
    <message>
        <source>floater</source>
        <translation>flutuador</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fim da partida</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>vegetação</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>calor</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>micróbio</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>oceano</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantas</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>research</source>
        <translation>pesquisa</translation>
    </message>
    <message>
        <source>science</source>
        <translation>ciência</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>preparação</translation>
    </message>
    <message>
        <source>solar phase</source>
        <translation>fase solar</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Espacial</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>aço</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titânio</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>curinga</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>a city tile</source>
        <translation>um tile de cidade</translation>
    </message>
    <message>
        <source>a greenery tile</source>
        <translation>um tile de vegetação</translation>
    </message>
    <message>
        <source>an ocean tile</source>
        <translation>um tile de oceano</translation>
    </message>
    <message>
        <source>the %1 tile</source>
        <translation>o tile %1</translation>
    </message>
    <message>
        <source>your player marker</source>
        <translation>seu marcador pessoal</translation>
    </message>
</context>
<context>
    <name>TracksDialog</name>
    <message>
        <source>AutoMars&apos;s board</source>
        <translation>Tabuleiro do AutoMarte</translation>
    </message>
    <message>
        <source>AutoMars&apos;s board: %1</source>
        <translation>Tabuleiro do AutoMarte: %1</translation>
    </message>
    <message>
        <source>The orange space is each counter&apos;s position. Hover a space to see what AutoMars does when its counter reaches it.</source>
        <translation>O espaço laranja é a posição de cada contador. Passe o mouse sobre um espaço para ver o que o AutoMarte faz quando o contador chega nele.</translation>
    </message>
</context>
<context>
    <name>WorldGovernmentDialog</name>
    <message>
        <source>%1, as first player you choose which global parameter the World Government raises one step this generation.</source>
        <translation>%1, como primeiro jogador, você escolhe qual parâmetro global o Governo Mundial aumenta em 1 nível nesta geração.</translation>
    </message>
    <message>
        <source>Nobody gains TR or any bonus from it.</source>
        <translation>Ninguém ganha TR nem bônus com isso.</translation>
    </message>
    <message>
        <source>Ocean: place an ocean tile (%1 left)</source>
        <translation>Oceano: coloque um tile de oceano (restam %1)</translation>
    </message>
    <message>
        <source>Oxygen: %1 → %2 %</source>
        <translation>Oxigênio: %1 → %2 %</translation>
    </message>
    <message>
        <source>Temperature: %1 → %2 °C</source>
        <translation>Temperatura: %1 → %2 °C</translation>
    </message>
    <message>
        <source>Venus: %1 → %2 %</source>
        <translation>Vênus: %1 → %2 %</translation>
    </message>
    <message>
        <source>World Government terraforming</source>
        <translation>Terraformação do Governo Mundial</translation>
    </message>
</context>
</TS>
