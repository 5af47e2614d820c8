"use strict";
// Shared by both pages: the token, the journal (newest first) and the live announcements.
// Each answer to the page's own command or button is said once, in its status region; every
// other new line of the journal is said once, in the page's log region.
const jeton = new URLSearchParams(location.search).get("t") || "";

function texteLigne(entree) {
  return (entree.who ? entree.who + " : " : "") + entree.text;
}

function elementLigne(entree, avecSecret) {
  const ligne = document.createElement("li");
  ligne.dataset.id = String(entree.id);
  if (entree.text) ligne.append(texteLigne(entree));
  if (entree.dice) {
    const des = document.createElement("span");
    des.className = "des";
    des.textContent = entree.dice;
    ligne.append(" ", des);
  }
  if (avecSecret && entree.gm) {
    const secret = document.createElement("span");
    secret.className = "secret";
    secret.textContent = "Destinée : " + entree.gm;
    ligne.append(" ", secret);
  }
  return ligne;
}

function afficherProtagonistes(liste, protagonistes) {
  liste.replaceChildren(...protagonistes.map((p) => {
    const ligne = document.createElement("li");
    const jauges = p.gauges.map((j) => j.words).join(", ");
    ligne.textContent = p.name + " : " + p.fortunes_words + (jauges ? " ; " + jauges : "");
    return ligne;
  }));
  if (!protagonistes.length) {
    const vide = document.createElement("li");
    vide.textContent = "Aucun protagoniste pour l'instant.";
    liste.append(vide);
  }
}

class Journal {
  constructor(liste, annonces, avecSecret) {
    this.liste = liste;
    this.annonces = annonces;
    this.avecSecret = avecSecret;
    this.vus = null;           // ids already on the page (null until the first view)
    this.propres = new Set();  // ids written by this page's own commands
    this.enAttente = null;     // new lines received while a command of this page is running
  }

  recevoir(entrees) {
    this.liste.replaceChildren(...entrees.map((e) => elementLigne(e, this.avecSecret)));
    if (this.vus === null) {
      this.vus = new Set(entrees.map((e) => e.id));
      return;
    }
    const nouvelles = entrees.filter((e) => !this.vus.has(e.id)).reverse();
    nouvelles.forEach((e) => this.vus.add(e.id));
    nouvelles.filter((e) => !this.propres.has(e.id)).forEach((e) => {
      if (this.enAttente) this.enAttente.push(e); else this.annoncer(e);
    });
  }

  commande() {
    this.enAttente = this.enAttente || [];
  }

  reponse(ids) {
    (ids || []).forEach((id) => this.propres.add(id));
    const attente = this.enAttente || [];
    this.enAttente = null;
    attente.filter((e) => !this.propres.has(e.id)).forEach((e) => this.annoncer(e));
  }

  annoncer(entree) {
    const annonce = document.createElement("p");
    annonce.textContent = [entree.text ? texteLigne(entree) : "", entree.dice,
      this.avecSecret && entree.gm ? "Destinée : " + entree.gm : ""].filter(Boolean).join(" ");
    this.annonces.append(annonce);
    while (this.annonces.children.length > 5) this.annonces.firstElementChild.remove();
  }
}

// Says ``texte`` in the status region even when it is the same as the last answer.
function dire(region, texte) {
  region.textContent = "";
  setTimeout(() => { region.textContent = texte; }, 50);
}

async function envoyer(chemin, corps, journal) {
  journal.commande();
  try {
    const reponse = await fetch(chemin, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hades-Token": jeton },
      body: JSON.stringify(corps),
    });
    const lu = await reponse.json().catch(() => ({ table: "Réponse illisible du service." }));
    journal.reponse(lu.ids);
    return lu;
  } catch (erreur) {
    journal.reponse([]);
    return { table: "Le service ne répond pas." };
  }
}

function suivre(surVue) {
  const etat = document.getElementById("etat");
  const flux = new EventSource("/events?t=" + encodeURIComponent(jeton));
  flux.onmessage = (message) => surVue(JSON.parse(message.data));
  flux.onerror = () => { etat.textContent = "Connexion perdue, nouvel essai…"; };
  flux.onopen = () => { etat.textContent = ""; };
}
