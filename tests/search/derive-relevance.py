#!/usr/bin/env python3
# Rederives tests/search/relevance.json from a content folder by explicit rules over the
# catalog files (never by running the engine):  python3 tests/search/derive-relevance.py content tests/search/relevance.json
# Derives tests/search/relevance.json from the catalog files by explicit rules (no engine involved).
import json, glob, sys, re, unicodedata
src = sys.argv[1]; out = sys.argv[2]
L = [json.load(open(f)) for f in glob.glob(f'{src}/listings/*.json')]
L = [l for l in L if l['moderation_status'] == 'approved']
def fold(s): return ''.join(c for c in unicodedata.normalize('NFKD', s) if not unicodedata.combining(c)).lower()
def sq(s): return re.sub(r'[\s\-]+', '', fold(s))
def avail(l): return l['status'] == 'available'
def mm(make, model): return lambda l: l['make'] == make and sq(l['model']) == sq(model)
def mk(make): return lambda l: l['make'] == make
def title_has(*ws): return lambda l: all(re.search(r'\b' + w, fold(l['title'])) for w in ws)
def model_has(rx): return lambda l: re.search(rx, l['model'], re.I) is not None

specs = [
  # make + model
  ('Haas VF-2', mm('Haas', 'VF-2'), {}), ('haas vf2', mm('Haas', 'VF-2'), {}), ('Haas VF 2', mm('Haas', 'VF-2'), {}),
  ('Mazak QTN 200', mm('Mazak', 'QTN 200'), {}), ('mazak qtn200', mm('Mazak', 'QTN 200'), {}),
  ('Bosch SVE 2520', mm('Bosch', 'SVE 2520'), {}), ('Bobst Visionfold 110', mm('Bobst', 'Visionfold 110'), {}),
  ('Bobst Expertfold 110', mm('Bobst', 'Expertfold 110'), {}), ('Ishida CCW-RV-214W', mm('Ishida', 'CCW-RV-214W'), {}),
  ('Horizon BQ-470', mm('Horizon', 'BQ-470'), {}), ('horizon bq 270', mm('Horizon', 'BQ-270'), {}),
  ('Multivac R 245', mm('Multivac', 'R 245'), {}), ('Toyota 8FGU25', mm('Toyota', '8FGU25'), {}),
  ('Quadient DS-200', mm('Quadient', 'DS-200'), {}), ('Zünd G3 L-2500', mm('Zünd', 'G3 L-2500'), {}),
  ('zund g3', lambda l: l['make'] == 'Zünd' and 'G3' in l['model'], {}),
  ('Kirk-Rudy 233', mm('Kirk-Rudy', '233 Inkjet Base'), {}), ('SCM Sigma 67', mm('SCM', 'Sigma 67'), {}),
  ('Trumpf TruPunch 3000', mm('Trumpf', 'TruPunch 3000'), {}), ('Doosan Puma 2600SY', mm('Doosan', 'Puma 2600SY'), {}),
  ('Heidelberg SM 74', mm('Heidelberg', 'Speedmaster SM 74'), {}), ('heidelberg sm74', mm('Heidelberg', 'Speedmaster SM 74'), {}),
  ('Perfecta 115', mm('Perfecta', '115 TS'), {}),
  # model alone
  ('Visionfold', model_has(r'visionfold'), {}), ('VF-2', mm('Haas', 'VF-2'), {}), ('TruBend 5130', model_has(r'trubend 5130'), {}),
  ('Lynx 220', model_has(r'lynx 220'), {}),
  # make alone
  ('Ishida', mk('Ishida'), {}), ('Horizon', mk('Horizon'), {}), ('Lantech', mk('Lantech'), {}), ('Krones', mk('Krones'), {}),
  ('muller martini', mk('Muller Martini'), {}),
  # one typo
  ('heidelburg', mk('Heidelberg'), {}), ('mazzak', mk('Mazak'), {}), ('horrizon', mk('Horizon'), {}), ('mulitvac', mk('Multivac'), {}),
  ('lanteech', mk('Lantech'), {}), ('kroens', mk('Krones'), {}), ('ishdia', mk('Ishida'), {}), ('trumpff', mk('Trumpf'), {}),
  ('heidelburg speedmaster', mm('Heidelberg', 'Speedmaster SM 74'), {}),
  # machine types in titles (and plurals)
  ('multihead weigher', title_has('multihead', 'weigher'), {}), ('multihead weighers', title_has('multihead', 'weigher'), {}),
  ('buckle folder', title_has('buckle', 'folder'), {}), ('buckle folders', title_has('buckle', 'folder'), {}),
  ('perfect binder', title_has('perfect', 'binder'), {}), ('stretch wrapper', title_has('stretch', 'wrapper'), {}),
  ('slitter rewinder', title_has('slitter', 'rewinder'), {}), ('saddle stitcher', title_has('saddle', 'stitcher'), {}),
  ('case erector', title_has('case', 'erector'), {}), ('case erectors', title_has('case', 'erector'), {}),
  ('forklift', title_has('forklift'), {}), ('forklifts', title_has('forklift'), {}),
  # filtered
  ('Haas', mk('Haas'), {'location': 'OH'}), ('injection molding machine', title_has('injection', 'molding'), {'condition': 'good'}),
  ('stamping press', title_has('stamping', 'press'), {'location': 'US'}), ('Horizon', mk('Horizon'), {'category': 'print-finishing-bindery'}),
  ('vertical machining center', title_has('vertical', 'machining', 'center'), {'location': 'germany'}),
]
res = []
for q, rule, filters in specs:
    def passes(l):
        if not filters.get('include_sold') and not avail(l): return False
        if 'category' in filters and l['category'] != filters['category']: return False
        if 'condition' in filters and l['condition'] != filters['condition']: return False
        loc = filters.get('location')
        if loc and len(loc) == 2 and l['location']['country'] != loc.upper() and l['location']['region_code'] != loc.upper(): return False
        names = {'US': 'United States', 'DE': 'Germany', 'CA': 'Canada', 'GB': 'United Kingdom'}
        if loc and len(loc) > 2 and fold(loc) not in fold(' '.join([l['location']['city'], l['location']['region'] or '', names.get(l['location']['country'], l['location']['country'])])): return False
        return True
    ids = sorted((l['listed_at'], l['public_id']) for l in L if rule(l) and passes(l))
    ids = [i for _, i in sorted(ids, key=lambda x: x[0], reverse=True)]
    if not ids or len(ids) > 20:
        print('skip', q, len(ids), file=sys.stderr); continue
    item = {'q': q}
    if filters: item['filters'] = filters
    item['first'] = ids
    item['slugs'] = [next(l['slug'] for l in L if l['public_id'] == i) for i in ids]
    res.append(item)
doc = {
  'about': 'Relevance set over the sample catalog (content/). Each query lists the listings that must occupy the first len(first) places, in any order (P@1: the first result is one of them; R@20: share of them in the top 20). Derived from the catalog files by explicit rules (make and squashed model equal, make equal, words in the title, plus the filters), never by running the engine. Sold listings are left out unless filters.include_sold.',
  'queries': res,
}
json.dump(doc, open(out, 'w'), indent=2, ensure_ascii=False); open(out, 'a').write('\n')
print(len(res), 'queries', file=sys.stderr)
